// Step 06: the watermark over the gallery's photos (/adm/configuracoes/marca-dagua): how to prepare the file, send,
// change and remove it.
import { Screenshot } from '../components/Screenshot.tsx';
import { GuideSection, Steps, Tip, TutorialPage } from '../components/TutorialPage.tsx';

export function WatermarkGuide() {
  return (
    <TutorialPage
      path="ativar-protecao-por-marca-dagua"
      intro={
        <p>
          A marca d'água protege o seu trabalho: ela aparece sobre as fotos da galeria e do visualizador, para
          que ninguém use as imagens sem comprar. Os arquivos em alta resolução que os clientes recebem depois
          da compra saem sem ela.
        </p>
      }
    >
      <GuideSection title="Preparar o arquivo">
        <ul>
          <li>
            Use um <strong>PNG com fundo transparente</strong>, de preferência a sua logomarca em branco ou
            cinza claro.
          </li>
          <li>
            A transparência vai no próprio arquivo: a marca é aplicada nas fotos exatamente como está no PNG.
            Uma marca semitransparente (entre 40% e 60% de opacidade) protege sem esconder a foto.
          </li>
          <li>
            A marca fica no centro de cada foto, ajustada para ocupar no máximo 60% da largura e da altura. Um
            arquivo de 1500 px de largura fica nítido em todas as fotos; o limite é de 6MB.
          </li>
        </ul>
      </GuideSection>

      <GuideSection title="Enviar a marca d'água">
        <Steps>
          <li>
            No menu, clique em <strong>Marca d'Água</strong>.
          </li>
          <li>
            Clique em <strong>Enviar marca d'água</strong> (ou <strong>Trocar marca d'água</strong>, se já
            houver uma) e escolha o arquivo.
          </li>
          <li>
            Um segundo depois a marca é salva ("Marca d'água salva com sucesso") e aparece na prévia, sobre a
            capa do seu evento mais recente (ou sobre uma foto de exemplo).
            <Screenshot
              name="marca-dagua"
              alt="Página Marca d'água com a prévia: uma foto de paisagem com a marca do estúdio, branca e semitransparente, no centro; abaixo, os botões Trocar marca d'água e Excluir marca d'água."
            />
          </li>
          <li>
            As fotos que já estão nas galerias recebem a nova marca sozinhas, em segundo plano. Em eventos com
            muitas fotos, isso pode levar alguns minutos.
          </li>
        </Steps>
        <Tip>
          a prévia serve para conferir a posição. Para ver a marca como o cliente vê, abra uma galeria com{' '}
          <strong>Ver Como Cliente</strong>, no menu.
        </Tip>
      </GuideSection>

      <GuideSection title="Remover a marca d'água">
        <Steps>
          <li>
            Na página Marca d'água, clique em <strong>Excluir marca d'água</strong>. Aparece "Marca dágua
            excluída com sucesso".
          </li>
          <li>As fotos das galerias voltam a aparecer sem marca, também em segundo plano.</li>
        </Steps>
        <Tip kind="atenção">
          sem marca d'água, qualquer pessoa que abrir a galeria pode salvar as fotos da tela.
        </Tip>
      </GuideSection>
    </TutorialPage>
  );
}
