// Step 01: the home page's banner carousel (its edit modal) and the 'Sobre Nós' section with the WhatsApp button.
import { Screenshot } from '../components/Screenshot.tsx';
import { GuideSection, Steps, Tip, TutorialPage } from '../components/TutorialPage.tsx';

export function CarouselAndAboutGuide() {
  return (
    <TutorialPage
      path="configurar-loja/edicao-carrossel-e-secao-sobre"
      intro={
        <>
          <p>
            A página inicial da sua loja é a primeira coisa que seus clientes veem. No topo fica o carrossel
            de banners, que troca de imagem a cada 5 segundos; mais abaixo, a seção Sobre Nós apresenta o
            estúdio e traz o botão FALE CONOSCO, que abre uma conversa no seu WhatsApp.
          </p>
          <p>
            Os dois são editados na tela <strong>Início</strong> da administração, que mostra a loja como os
            clientes a veem, com botões de edição.
          </p>
        </>
      }
    >
      <GuideSection title="Adicionar um banner ao carrossel">
        <Steps>
          <li>
            No menu, clique em <strong>Início</strong>. A primeira seção da página é o <strong>Banner</strong>
            , com o carrossel atual.
            <Screenshot
              name="inicio-banner"
              alt="Seção Banner da tela Início: o carrossel mostrando o banner 'Momentos que ficam para sempre', com setas para os lados, e o botão Editar Banner no canto superior direito."
            />
          </li>
          <li>
            Clique em <strong>Editar Banner</strong>. A janela <strong>Editar Banner</strong> lista os banners
            que já estão no ar e, embaixo, o formulário <strong>Adicionar banner</strong>.
            <Screenshot
              name="banner-modal"
              alt="Janela Editar Banner com dois banners cadastrados, cada um com os campos Título e Trocar imagem e o botão Excluir; abaixo, o formulário Adicionar banner com os campos Título do novo banner e Imagem do novo banner e o botão Adicionar."
            />
          </li>
          <li>
            Em <strong>Título do novo banner</strong>, escreva a frase que vai aparecer sobre a imagem, por
            exemplo "Ensaios de família".
          </li>
          <li>
            Em <strong>Imagem do novo banner</strong>, escolha a foto no seu computador. O tamanho recomendado
            é 840 x 315 px (proporção 24:9), com até 6MB.
          </li>
          <li>
            Clique em <strong>Adicionar</strong>. Quando aparecer a mensagem "Banner adicionado com sucesso",
            o novo banner já está girando no carrossel da loja.
          </li>
        </Steps>
        <Tip>
          o carrossel recorta as imagens na proporção 24:9. Se a sua foto tiver outro formato, deixe o que
          importa no centro, longe das bordas.
        </Tip>
      </GuideSection>

      <GuideSection title="Alterar ou excluir um banner">
        <p>Na mesma janela Editar Banner, cada banner tem os seus controles:</p>
        <Steps>
          <li>
            Para mudar a frase, edite o campo <strong>Título</strong>. A alteração é salva sozinha 1 segundo
            depois que você para de digitar ("Título do banner atualizado com sucesso").
          </li>
          <li>
            Para trocar a foto, clique em <strong>Trocar imagem</strong> e escolha o novo arquivo. Ele também
            é salvo sozinho ("Imagem do banner atualizada com sucesso").
          </li>
          <li>
            Para tirar um banner do ar, clique em <strong>Excluir</strong> ("Banner excluído com sucesso").
          </li>
          <li>
            Feche a janela no <strong>×</strong> do canto superior direito.
          </li>
        </Steps>
      </GuideSection>

      <GuideSection title="Editar a seção Sobre Nós">
        <Steps>
          <li>
            Ainda na tela Início, role até a seção Sobre Nós e clique em <strong>Editar Sobre Nós</strong>.
            <Screenshot
              name="inicio-sobre"
              alt="Seção Sobre Nós da tela Início: à esquerda a foto do estúdio; à direita o título Sobre Nós, o texto de apresentação e o botão verde FALE CONOSCO; no alto, o botão Editar Sobre Nós."
            />
          </li>
          <li>
            Em <strong>Imagem</strong>, escolha uma foto do estúdio ou da equipe. Ela é salva 3 segundos
            depois de escolhida.
          </li>
          <li>
            Em <strong>Texto</strong>, escreva a apresentação do estúdio: quem vocês são, que tipo de trabalho
            fazem, onde atendem. O texto é salvo 3 segundos depois que você para de digitar. Letras, números e
            a pontuação comum (vírgula, ponto, dois-pontos, ponto e vírgula, interrogação, exclamação, aspas,
            parênteses e hífen) são aceitos; outros símbolos, como @, # e &amp;, e os emojis são removidos.
          </li>
          <li>
            Em <strong>WhatsApp do botão FALE CONOSCO</strong>, digite o número com DDD, por exemplo (11)
            98765-4321. Não precisa digitar +55: o código do Brasil é incluído automaticamente.
            <Screenshot
              name="sobre-modal"
              alt="Janela Editar Sobre Nós com a foto atual, o campo Imagem para escolher outra, o campo Texto com a apresentação do estúdio, o campo WhatsApp do botão FALE CONOSCO com o número (11) 98765-4321 e o botão Concluir."
            />
          </li>
          <li>
            Clique em <strong>Concluir</strong>. O que ainda não tinha sido salvo é salvo nesse momento, e a
            janela fecha.
          </li>
        </Steps>
        <Tip>
          para ver a loja exatamente como o cliente vê, clique em <strong>Ver Como Cliente</strong> no menu:
          ela abre em uma nova aba.
        </Tip>
      </GuideSection>
    </TutorialPage>
  );
}
