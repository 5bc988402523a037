// Step 05: the studio's Mercado Pago application: its production credentials and the payment notifications
// (webhook), entered at /adm/configuracoes/meio-de-pagamento/mercado-pago.
import { Screenshot } from '../components/Screenshot.tsx';
import { GuideSection, Steps, Tip, TutorialPage } from '../components/TutorialPage.tsx';

export function MercadoPagoGuide() {
  return (
    <TutorialPage
      path="meio-de-pagamento/mercado-pago"
      intro={
        <>
          <p>
            Seus clientes pagam as fotos pelo Mercado Pago, com cartão de crédito ou de débito (em até 12
            vezes), Pix ou boleto, e o dinheiro das vendas cai direto na sua conta do Mercado Pago.
          </p>
          <p>
            Para isso, a loja precisa das credenciais de uma aplicação criada na sua conta. Você faz isso uma
            vez só, em três partes: criar a aplicação no Mercado Pago, colar as credenciais na administração e
            ligar as notificações de pagamento.
          </p>
        </>
      }
    >
      <GuideSection title="Pegar as credenciais no Mercado Pago">
        <Steps>
          <li>
            Entre no painel de desenvolvedores do Mercado Pago (Mercado Pago Developers) com a conta que vai
            receber as vendas e abra <strong>Suas integrações</strong>.
          </li>
          <li>
            Clique em <strong>Criar aplicação</strong>, dê um nome a ela (por exemplo, "Loja de fotos") e,
            quando o Mercado Pago perguntar o que você vai integrar, indique pagamentos online.
          </li>
          <li>
            Dentro da aplicação, abra <strong>Credenciais de produção</strong>. Se o Mercado Pago pedir,
            ative-as informando o ramo e o site do seu negócio.
          </li>
          <li>
            Copie a <strong>Public Key</strong> e o <strong>Access Token</strong> de produção. As credenciais
            de teste não recebem pagamentos de verdade.
          </li>
        </Steps>
        <Tip kind="atenção">
          o Access Token dá acesso à sua conta do Mercado Pago. Não o envie por e-mail nem por mensagem:
          cole-o apenas na página do Mercado Pago da administração.
        </Tip>
      </GuideSection>

      <GuideSection title="Salvar as credenciais na loja">
        <Steps>
          <li>
            No menu da administração, clique em <strong>Meio de Pagamento</strong>. Enquanto não houver
            credenciais, a página avisa: "Sem credenciais, os clientes ainda não conseguem pagar pedidos."
            <Screenshot
              name="mercado-pago-credenciais"
              alt="Página Mercado Pago da administração com os campos Public key, Access token (mascarado com pontos), Assinatura secreta das notificações (webhook) e o botão Salvar credenciais."
            />
          </li>
          <li>
            Cole a Public Key no campo <strong>Public key</strong> e o Access Token no campo{' '}
            <strong>Access token</strong>. Os dois são obrigatórios: sem um deles, nada é salvo.
          </li>
          <li>
            Clique em <strong>Salvar credenciais</strong>. Aparece "Credenciais salvas com sucesso".
          </li>
        </Steps>
        <p>
          Depois de salvo, o Access token aparece mascarado com pontos (•••). Ao clicar no campo ele se
          esvazia para você colar um novo; se sair do campo sem digitar nada, o token salvo continua valendo.
        </p>
      </GuideSection>

      <GuideSection title="Ligar as notificações de pagamento (webhook)">
        <p>
          Um Pix ou boleto pode ser pago minutos ou dias depois do pedido. As notificações avisam a loja de
          cada pagamento, para que o pedido seja atualizado sozinho (e, na entrega automática, as fotos
          digitais sejam liberadas ao cliente).
        </p>
        <Steps>
          <li>
            Na página Mercado Pago da administração, em <strong>URL de notificações</strong>, clique em{' '}
            <strong>Copiar</strong> ("Url copiada com sucesso").
            <Screenshot
              name="mercado-pago-notificacoes"
              alt="Quadro URL de notificações com o endereço de notificações da loja, terminado em /status-pagamento, e o botão Copiar."
              caption="O endereço da imagem é um exemplo: copie o que aparece na sua tela."
            />
          </li>
          <li>
            No painel do Mercado Pago, abra a sua aplicação e vá em <strong>Webhooks</strong> e depois em{' '}
            <strong>Configurar notificações</strong>.
          </li>
          <li>
            Cole o endereço no campo da URL de produção, marque o evento <strong>Pagamentos</strong> e salve.
          </li>
          <li>
            O Mercado Pago gera uma <strong>assinatura secreta</strong> para essas notificações. Copie-a,
            volte à administração, cole no campo{' '}
            <strong>Assinatura secreta das notificações (webhook)</strong> e clique em{' '}
            <strong>Salvar credenciais</strong>.
          </li>
        </Steps>
        <Tip>
          a assinatura secreta é opcional, mas recomendada: com ela a loja confere que cada aviso de pagamento
          veio mesmo do Mercado Pago.
        </Tip>
      </GuideSection>
    </TutorialPage>
  );
}
