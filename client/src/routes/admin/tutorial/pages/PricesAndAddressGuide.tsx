// Step 04: what selling printed photos needs first: the saved price table (/adm/tabela-tamanho-preco) and the
// studio's address, the origin of the shipping quotes (/adm/dados-cadastrais).
import { Screenshot } from '../components/Screenshot.tsx';
import { GuideSection, Steps, Tip, TutorialPage } from '../components/TutorialPage.tsx';

export function PricesAndAddressGuide() {
  return (
    <TutorialPage
      path="configurar-loja/requisitos-para-ativar-venda-de-fotos/tabela-de-precos-das-fotos-e-endereco-do-estudio"
      intro={
        <>
          <p>
            Para vender fotos impressas, duas coisas precisam estar prontas: a tabela com os tamanhos e preços
            das impressões e o endereço do estúdio, que é o ponto de partida do cálculo de frete dos Correios.
          </p>
          <p>
            As fotos digitais não entram nesta tabela: elas têm um preço único, definido em cada evento (veja
            o passo 07).
          </p>
        </>
      }
    >
      <GuideSection title="Montar a tabela de tamanhos e preços">
        <Steps>
          <li>
            No menu, clique em <strong>Tabela de Tamanhos e Preços</strong>. A página mostra a sua tabela
            salva, com o formato, o tamanho, o peso e o preço de cada linha.
            <Screenshot
              name="tabela-precos"
              alt="Página Tabela de tamanhos e preços com a Tabela padrão: fotos impressas de 10 x 15 cm por R$ 15,00, 15 x 21 cm por R$ 25,00 e 20 x 30 cm por R$ 45,00, cada linha com o link Remover."
            />
          </li>
          <li>
            Em <strong>Adicionar tamanho</strong>, escolha um <strong>Tamanho padrão</strong>: a largura e a
            altura são preenchidas sozinhas. Para um tamanho fora da lista, escolha "Outro (digite abaixo)" e
            digite a <strong>Largura (cm)</strong> e a <strong>Altura (cm)</strong>.
          </li>
          <li>
            Em <strong>Peso (g)</strong>, informe o peso de uma foto desse tamanho, usado no cálculo do frete.
            Se deixar em branco, vale 10 g.
          </li>
          <li>
            Em <strong>Preço (R$)</strong>, digite o valor de cada foto, com vírgula nos centavos: 22,00.
            <Screenshot
              name="tabela-precos-adicionar"
              alt="Formulário Adicionar tamanho preenchido: Tamanho padrão 13 x 18 cm, Largura 13, Altura 18, Peso 12 g, Preço 22,00, e o botão Adicionar."
            />
          </li>
          <li>
            Clique em <strong>Adicionar</strong>. Aparece "Item adicionado com sucesso" e a nova linha entra
            na tabela.
          </li>
          <li>
            Para tirar um tamanho da tabela, clique em <strong>Remover</strong> na linha dele ("Item removido
            com sucesso").
          </li>
        </Steps>
        <Tip>
          esta é a sua tabela de referência. Cada evento tem a própria tabela de preços: nas configurações do
          evento (botão <strong>⚙ Configurações</strong>), use <strong>Copiar tabela salva</strong> para
          trazer esta tabela e, se quiser, mudar preços só naquele evento.
        </Tip>
      </GuideSection>

      <GuideSection title="Informar o endereço do estúdio">
        <Steps>
          <li>
            No menu, clique em <strong>Dados Cadastrais</strong>.
            <Screenshot
              name="dados-cadastrais"
              alt="Página Dados cadastrais com os campos CEP 01310-100, Cidade São Paulo, UF SP, Rua Avenida Paulista, Número 1000, Complemento vazio e Bairro Bela Vista."
            />
          </li>
          <li>
            Digite o <strong>CEP</strong>. Um segundo depois, a <strong>Cidade</strong>, a <strong>UF</strong>
            , a <strong>Rua</strong> e o <strong>Bairro</strong> são preenchidos pela consulta do CEP. Confira
            e corrija se precisar.
          </li>
          <li>
            Preencha o <strong>Número</strong> e, se houver, o <strong>Complemento</strong> (o único campo
            opcional).
          </li>
          <li>
            Pronto: o endereço é salvo sozinho 1 segundo depois que você para de digitar, com a mensagem
            "Endereço salvo com sucesso". Se preferir salvar na hora, use o botão <strong>Salvar</strong>, que
            aparece assim que você muda algum campo.
          </li>
        </Steps>
        <Tip kind="atenção">
          enquanto o endereço estiver incompleto, a página mostra o aviso "Endereço incompleto: o envio pelos
          Correios não pode ser oferecido." Nesse caso, um evento só pode oferecer a retirada no estúdio: ao
          marcar o envio pelos Correios, as configurações do evento não são salvas e aparece o aviso "Para
          oferecer envio, cadastre o endereço do estúdio", com o link <strong>Cadastrar endereço</strong>.
        </Tip>
      </GuideSection>
    </TutorialPage>
  );
}
