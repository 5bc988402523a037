// Step 07: a new event through the three-step wizard ('Adicionar Novo'), its page (photos, cover, gallery link) and
// the gallery settings (the gear): mode, password, prices and delivery.
import { Link } from 'react-router';
import { Screenshot } from '../components/Screenshot.tsx';
import { GuideSection, Steps, Tip, TutorialPage } from '../components/TutorialPage.tsx';
import { tutorialUrl } from '../steps.ts';

export function NewEventGuide() {
  return (
    <TutorialPage
      path="cadastrar-evento"
      intro={
        <p>
          Cada evento (ou trabalho) tem a sua galeria de fotos, com um endereço próprio para enviar aos
          clientes. O cadastro tem três etapas: nome, formato de entrega e envio das fotos. Depois você
          escolhe a capa, os preços e como as fotos serão vendidas.
        </p>
      }
    >
      <GuideSection title="Criar o evento">
        <Steps>
          <li>
            No menu, clique em <strong>Início</strong> e, em <strong>Trabalhos Recentes</strong>, clique em{' '}
            <strong>Adicionar Novo</strong>.
            <Screenshot
              name="inicio-adicionar-novo"
              alt="Seção Trabalhos Recentes da tela Início: o cartão Adicionar Novo, com um sinal de mais, ao lado dos eventos Formatura Medicina 2026 (8 fotos) e Casamento Ana & Pedro (12 fotos)."
            />
          </li>
          <li>
            Etapa 1 de 3: digite o <strong>Nome do evento</strong>, por exemplo "Aniversário da Helena", e
            clique em <strong>Próximo</strong>. O endereço da galeria é formado a partir do nome.
            <Screenshot
              name="evento-etapa-1"
              alt="Janela Novo evento, Etapa 1 de 3, com o campo Nome do evento preenchido com Aniversário da Helena e o botão Próximo."
            />
          </li>
          <li>
            Etapa 2 de 3: escolha o <strong>Formato de entrega das fotos</strong>:
            <ul>
              <li>
                <strong>Digital</strong>: o cliente compra os arquivos e baixa pela internet;
              </li>
              <li>
                <strong>Impresso</strong>: o cliente compra fotos impressas, retiradas no estúdio ou enviadas
                pelos Correios;
              </li>
              <li>
                <strong>Digital e impresso</strong>: o cliente escolhe, foto a foto.
              </li>
            </ul>
            <p>
              O botão <strong>Próximo</strong> só é liberado depois da escolha. Ao clicar nele, o evento é
              criado.
            </p>
            <Screenshot
              name="evento-etapa-2"
              alt="Janela Novo evento, Etapa 2 de 3, com as opções Digital, Impresso e Digital e impresso (esta marcada) e os botões Voltar e Próximo."
            />
          </li>
          <li>
            Etapa 3 de 3: clique no quadro <strong>Adicionar Fotos</strong> e selecione as fotos, ou
            arraste-as do computador para o quadro. Dá para enviar várias de uma vez; cada uma pode ter até
            6MB. Cada arquivo mostra o seu progresso e, no fim, aparece um resumo como "Imagens selecionadas
            para upload: 4. Uploads bem sucedidos: 4, falhos: 0". A galeria mostra as fotos na ordem dos nomes
            dos arquivos (IMG_2 antes de IMG_10), que é a ordem em que a câmera as numerou.
            <Screenshot
              name="evento-etapa-3"
              alt="Janela Novo evento, Etapa 3 de 3: o quadro Adicionar Fotos, a barra de Envio concluído, o resumo Imagens selecionadas para upload: 4. Uploads bem sucedidos: 4, falhos: 0, quatro arquivos marcados como Enviada e o botão Concluir."
            />
          </li>
          <li>
            Clique em <strong>Concluir</strong> para abrir a página do evento.
          </li>
        </Steps>
        <Tip>
          se fechar a janela no <strong>×</strong>, o assistente recomeça da etapa 1 na próxima vez. Se o
          evento já tinha sido criado (na etapa 3), ele continua em Trabalhos Recentes: abra-o e envie as
          fotos pela página dele.
        </Tip>
        <Tip kind="atenção">
          fotos com mais de 6MB não são enviadas ("Seu tamanho excede o máximo permitido de 6MB"), e o envio
          para quando o espaço do seu plano acaba ("Limite do plano atingido. Upload interrompido"). O espaço
          usado aparece no alto do menu.
        </Tip>
      </GuideSection>

      <GuideSection title="Escolher a capa e conferir as fotos">
        <Steps>
          <li>
            A página do evento mostra o nome, o número de imagens e se a galeria é pública ou tem senha. Ali
            ficam os botões <strong>Copiar link da galeria</strong> e <strong>⚙ Configurações</strong> e o
            quadro <strong>Adicionar Fotos</strong>, para enviar mais fotos quando quiser.
            <Screenshot
              name="evento-pagina"
              alt="Página do evento Aniversário da Helena: 4 imagens, Galeria pública; os botões Copiar link da galeria e Configurações; o quadro Adicionar Fotos; e o quadro Capa com o aviso de que, sem capa, o evento não aparece em Trabalhos Recentes da loja, e o quadro Escolher capa."
            />
          </li>
          <li>
            Em <strong>Capa</strong>, clique em <strong>Escolher capa</strong> e escolha a foto que representa
            o evento ("Capa atualizada com sucesso"). Sem capa, o evento não aparece em Trabalhos Recentes da
            loja.
          </li>
          <li>
            Em <strong>Fotos</strong>, confira as fotos enviadas. Para tirar fotos da galeria, marque-as e
            clique em <strong>Excluir selecionadas</strong> ("Imagem excluída com sucesso"). Com uma foto
            marcada, <strong>Usar como capa</strong> a torna a capa do evento, e{' '}
            <strong>Mover para antes</strong> ou <strong>Mover para depois</strong> muda o lugar dela na
            galeria.
            <Screenshot
              name="evento-fotos"
              alt="Quadro Fotos com quatro fotos do evento, cada uma com o nome do arquivo, a marca d'água do estúdio e o botão Excluir."
            />
          </li>
        </Steps>
      </GuideSection>

      <GuideSection title="Configurar a venda">
        <Steps>
          <li>
            Na página do evento, clique em <strong>⚙ Configurações</strong>. A janela{' '}
            <strong>Configurações da galeria</strong> reúne tudo o que define como as fotos são vendidas.
            <Screenshot
              name="evento-configuracoes"
              alt="Janela Configurações da galeria: Modo da galeria Normal; Senha da galeria em branco; Formato de entrega Digital e impresso; Foto digital com preço 12,50 e Entrega automática; Fotos impressas com três tamanhos copiados da tabela salva; Retirada no estúdio e Envio pelos Correios marcados, frete pago pelo Cliente; botões Cancelar e Salvar configurações."
            />
          </li>
          <li>
            Em <strong>Modo da galeria</strong>, escolha:
            <ul>
              <li>
                <strong>Normal</strong>: o cliente escolhe as fotos que quiser e paga por elas;
              </li>
              <li>
                <strong>Somente entrega</strong>: para entregar um trabalho já pago. Não há preços: o cliente
                só escolhe as fotos e as recebe;
              </li>
              <li>
                <strong>Pacote pré-pago + fotos extras</strong>: o cliente já pagou um pacote com certo número
                de fotos. As primeiras escolhidas estão incluídas; as demais são cobradas como extras, pelos
                preços do evento.
              </li>
            </ul>
          </li>
          <li>
            Em <strong>Senha da galeria</strong>, deixe em branco para uma galeria pública ou defina uma senha
            para que só quem a recebeu veja as fotos.
            <p>
              No modo pacote pré-pago, no lugar da senha, informe as{' '}
              <strong>Fotos incluídas no pacote</strong> e cadastre as <strong>Pessoas autorizadas</strong>:
              clique em <strong>Adicionar pessoa</strong>, e uma senha de 4 caracteres é sugerida (o nome é
              opcional). Cada pessoa entra na galeria com a sua senha.
            </p>
            <Screenshot
              name="evento-configuracoes-pacote"
              alt="Configurações no modo Pacote pré-pago + fotos extras: o campo Fotos incluídas no pacote com 10 e, em Pessoas autorizadas, a pessoa Helena com a senha sugerida, o link Remover e o botão Adicionar pessoa."
            />
          </li>
          <li>
            Em <strong>Foto digital</strong>, digite o <strong>Preço (R$)</strong> de cada foto, com vírgula
            (12,50), e escolha a entrega: <strong>Entrega automática</strong> (o cliente baixa as fotos assim
            que o pagamento é aprovado) ou <strong>Semiautomática (eu libero o download)</strong> (você libera
            o download na página do pedido, em <strong>Pedidos</strong>).
          </li>
          <li>
            Em <strong>Fotos impressas</strong>, escolha a sua tabela em <strong>Copiar tabela salva</strong>{' '}
            (veja o passo 04) ou clique em <strong>Começar tabela nova</strong> e em{' '}
            <strong>Adicionar tamanho</strong>. Os tamanhos e preços podem ser ajustados só para este evento.
            Para reutilizar a tabela em outros eventos, marque{' '}
            <strong>Salvar esta tabela para uso futuro</strong> e dê um <strong>Nome da tabela</strong>.
          </li>
          <li>
            Em <strong>Entrega das fotos impressas</strong> (aparece quando a tabela tem pelo menos um
            tamanho), marque <strong>Retirada no estúdio</strong>, <strong>Envio pelos Correios</strong> ou os
            dois. No envio, escolha <strong>Quem paga o frete</strong>: o <strong>Cliente</strong> ou o{' '}
            <strong>Estúdio</strong> (o frete sai grátis para o cliente).
          </li>
          <li>
            Clique em <strong>Salvar configurações</strong>. Aparece "Configurações salvas com sucesso". Se
            faltar alguma informação, a janela continua aberta e um aviso no alto explica o que corrigir.
          </li>
        </Steps>
      </GuideSection>

      <GuideSection title="Enviar a galeria aos clientes">
        <Steps>
          <li>
            Todo evento novo é um rascunho: não aparece na loja e a galeria não abre para clientes. Quando
            tudo estiver pronto, clique em <strong>Publicar evento</strong>, no quadro{' '}
            <strong>Publicação</strong>, onde você também informa a <strong>Data do evento</strong> que os
            clientes veem.
          </li>
          <li>
            Na página do evento, clique em <strong>Copiar link da galeria</strong> ("Link copiado").
          </li>
          <li>Cole o link na mensagem para os seus clientes, junto com a senha, se a galeria tiver uma.</li>
          <li>
            Acompanhe as compras em <strong>Pedidos</strong>, no menu.
          </li>
        </Steps>
        <Tip>
          quer que os links da loja e das galerias usem o endereço do seu estúdio, como www.seuestudio.com.br?
          Veja o guia <Link to={tutorialUrl('configurar-dominio-proprio')}>Usar um domínio próprio</Link>.
        </Tip>
      </GuideSection>
    </TutorialPage>
  );
}
