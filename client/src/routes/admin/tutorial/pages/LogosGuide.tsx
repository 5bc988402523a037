// Step 02: the studio's logo ('Alterar Logomarca' in the menu) and the footer's logo, e-mail and phone (its edit
// mode).
import { Screenshot } from '../components/Screenshot.tsx';
import { GuideSection, Steps, Tip, TutorialPage } from '../components/TutorialPage.tsx';

export function LogosGuide() {
  return (
    <TutorialPage
      path="configurar-loja/editar-logomarcas"
      intro={
        <p>
          Sua loja mostra a logomarca em dois lugares: no topo de todas as páginas, ao lado do nome do
          estúdio, e no rodapé, que tem fundo escuro. Por isso são dois envios separados: assim você pode usar
          no rodapé uma versão clara da marca. No rodapé também ficam o e-mail e o telefone de contato do
          estúdio.
        </p>
      }
    >
      <GuideSection title="Logomarca do topo da loja">
        <Steps>
          <li>
            No menu da administração, clique em <strong>Alterar Logomarca</strong>.
            <Screenshot
              name="menu-alterar-logomarca"
              alt="Parte do menu da administração com os itens Meio de Pagamento, Marca d'Água, Alterar Logomarca (destacado) e Dados Cadastrais."
            />
          </li>
          <li>
            Na janela <strong>Alterar Logomarca</strong>, clique no campo <strong>Imagem da logomarca</strong>{' '}
            e escolha o arquivo. O recomendado é uma imagem de 250 px de largura por 45 px de altura, em PNG
            com fundo transparente.
            <Screenshot
              name="logomarca-modal"
              alt="Janela Alterar Logomarca com a recomendação de tamanho (250 px de largura por 45 px de altura, fundo transparente), o campo Imagem da logomarca e o botão Salvar."
            />
          </li>
          <li>
            Clique em <strong>Salvar</strong> (o botão fica ativo depois que você escolhe o arquivo). Aparece
            a mensagem "Logo atualizada com sucesso" e a janela fecha.
          </li>
          <li>
            Confira o resultado com <strong>Ver Como Cliente</strong>, no menu: a logomarca aparece no topo da
            loja, ao lado do nome do estúdio.
            <Screenshot
              name="loja-topo"
              alt="Topo da loja vista pelo cliente: a logomarca redonda ao lado do nome Estúdio Aurora, acima do carrossel de banners."
            />
          </li>
        </Steps>
      </GuideSection>

      <GuideSection title="Logomarca, e-mail e telefone do rodapé">
        <Steps>
          <li>
            Role até o fim de qualquer página da administração. O rodapé mostra a logomarca, o e-mail, o
            telefone e o link da Política de Privacidade, como na loja. Enquanto o e-mail e o telefone não
            forem preenchidos, aparecem exemplos apagados (contato@seuestudio.com.br e (11) 99999-9999), que
            os clientes não veem.
            <Screenshot
              name="rodape"
              alt="Rodapé da administração em fundo escuro: a logomarca à esquerda, o e-mail contato@estudioaurora.com.br, o telefone (11) 3456-7890 e o botão Editar Rodapé."
            />
          </li>
          <li>
            Clique em <strong>Editar Rodapé</strong>. O rodapé entra no modo de edição.
            <Screenshot
              name="rodape-edicao"
              alt="Rodapé em modo de edição com os campos Logo do rodapé, E-mail e Telefone e o botão Sair do Modo Edição."
            />
          </li>
          <li>
            Em <strong>Logo do rodapé</strong>, escolha a imagem. Como o fundo é escuro, prefira a versão
            branca ou clara da sua marca, com fundo transparente e cerca de 45 px de altura.
          </li>
          <li>
            Em <strong>E-mail</strong> e <strong>Telefone</strong>, digite os contatos que os clientes devem
            usar. Cada alteração é salva sozinha 3 segundos depois que você para de digitar.
          </li>
          <li>
            Clique em <strong>Sair do Modo Edição</strong>. O que ainda estiver pendente é salvo nesse
            momento.
          </li>
        </Steps>
        <Tip kind="atenção">
          uma logomarca escura no rodapé quase desaparece sobre o fundo escuro. Se ela não aparecer bem na
          administração, também não vai aparecer bem para os clientes.
        </Tip>
      </GuideSection>
    </TutorialPage>
  );
}
