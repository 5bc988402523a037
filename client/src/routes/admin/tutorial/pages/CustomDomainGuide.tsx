// The extra page: a studio's own domain. The owner creates the DNS records at the registrar (a CNAME for www, an A
// record for the bare domain, both to values the platform's support gives); the platform operator then links the
// domain to the studio (`npm run studio`, server/cli/studio.ts), which the admin cannot do.
import { Tabs } from '../components/Tabs.tsx';
import { GuideSection, Placeholder, Steps, Tip, TutorialPage } from '../components/TutorialPage.tsx';
import styles from './CustomDomainGuide.module.css';

const platformHost = <Placeholder>endereço da plataforma</Placeholder>;
const platformIp = <Placeholder>IP da plataforma</Placeholder>;
const domain = <Placeholder>seuestudio.com.br</Placeholder>;

const registrars = [
  {
    label: 'Registro.br',
    content: (
      <Steps>
        <li>Entre no site do Registro.br com a sua conta e, no painel, clique no domínio que vai usar.</li>
        <li>
          Na área <strong>DNS</strong>, clique em <strong>Configurar zona DNS</strong> (em algumas telas, em{' '}
          <strong>Editar zona</strong>).
          <p>
            Se o Registro.br avisar que o domínio usa servidores DNS de outra empresa (da sua hospedagem, por
            exemplo), crie os registros no painel dessa empresa. Só troque para os servidores do Registro.br
            se souber o que está lá: a troca desativa os registros antigos, inclusive os do e-mail.
          </p>
        </li>
        <li>
          Clique em <strong>Nova entrada</strong>, escolha o tipo <strong>CNAME</strong>, digite{' '}
          <strong>www</strong> no nome e, nos dados, o {platformHost}.
        </li>
        <li>
          Clique em <strong>Nova entrada</strong> de novo, escolha o tipo <strong>A</strong>, deixe o nome em
          branco (ele vale para o próprio domínio) e digite o {platformIp} nos dados.
        </li>
        <li>
          Se já houver entradas <strong>www</strong> ou <strong>A</strong> apontando para outro lugar,
          exclua-as.
        </li>
        <li>
          Clique em <strong>Salvar alterações</strong>.
        </li>
      </Steps>
    ),
  },
  {
    label: 'GoDaddy',
    content: (
      <Steps>
        <li>
          Entre na sua conta GoDaddy e abra <strong>Meus Produtos</strong>.
        </li>
        <li>
          Ao lado do domínio, clique em <strong>DNS</strong> (ou, no menu do domínio, em{' '}
          <strong>Gerenciar DNS</strong>).
        </li>
        <li>
          Na lista de registros DNS, procure o registro <strong>CNAME</strong> de nome <strong>www</strong>{' '}
          (ele costuma existir, apontando para @). Clique no lápis para editar e troque o{' '}
          <strong>Valor</strong> pelo {platformHost}. Se ele não existir, clique em{' '}
          <strong>Adicionar novo registro</strong>, escolha o tipo <strong>CNAME</strong> e digite{' '}
          <strong>www</strong> no nome.
        </li>
        <li>
          Procure o registro <strong>A</strong> de nome <strong>@</strong> (muitas vezes com o valor "Parked",
          de domínio estacionado). Edite-o e troque o <strong>Valor</strong> pelo {platformIp}.
        </li>
        <li>
          Clique em <strong>Salvar</strong> em cada registro alterado.
        </li>
      </Steps>
    ),
  },
  {
    label: 'Hostinger',
    content: (
      <Steps>
        <li>
          Entre no hPanel da Hostinger e clique em <strong>Domínios</strong>.
        </li>
        <li>
          Ao lado do domínio, clique em <strong>Gerenciar</strong> e, no menu lateral, em{' '}
          <strong>DNS / Nameservers</strong>.
        </li>
        <li>
          Na lista de registros, a Hostinger já costuma ter um <strong>CNAME</strong> de nome{' '}
          <strong>www</strong> e um <strong>A</strong> de nome <strong>@</strong> apontando para ela. Exclua
          os dois (ou edite-os com os valores abaixo).
        </li>
        <li>
          No formulário de novo registro, escolha o tipo <strong>CNAME</strong>, digite <strong>www</strong>{' '}
          em <strong>Nome</strong>, o {platformHost} em <strong>Aponta para</strong> e clique em{' '}
          <strong>Adicionar registro</strong>.
        </li>
        <li>
          Repita com o tipo <strong>A</strong>: <strong>@</strong> em <strong>Nome</strong> e o {platformIp}{' '}
          em <strong>Aponta para</strong>.
        </li>
      </Steps>
    ),
  },
];

export function CustomDomainGuide() {
  return (
    <TutorialPage
      path="configurar-dominio-proprio"
      intro={
        <>
          <p>
            Com um domínio próprio, seus clientes abrem a loja e as galerias pelo endereço do seu estúdio,
            como www.seuestudio.com.br, e não pelo endereço da plataforma.
          </p>
          <p>
            São duas partes: você cria dois registros de DNS no site onde registrou o domínio, e a equipe da
            plataforma liga o domínio ao seu estúdio.
          </p>
        </>
      }
    >
      <GuideSection title="Antes de começar">
        <ul>
          <li>O domínio registrado e o acesso ao painel do site onde ele foi registrado.</li>
          <li>
            Os dois destinos dos registros: o {platformHost} e o {platformIp}. Eles dependem de onde a
            plataforma está instalada; peça ao suporte, pelo link <strong>Suporte</strong> do menu.
          </li>
        </ul>
      </GuideSection>

      <GuideSection title="Os registros que você vai criar">
        {/* On a phone the table scrolls sideways: the keyboard can scroll it too (tabIndex). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled */}
        <section className={styles.tableScroll} aria-label="Registros de DNS" tabIndex={0}>
          <table className={styles.records}>
            <caption>Registros de DNS do domínio {domain}</caption>
            <thead>
              <tr>
                <th scope="col">Tipo</th>
                <th scope="col">Nome</th>
                <th scope="col">Valor (destino)</th>
                <th scope="col">Para o endereço</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>CNAME</td>
                <td>www</td>
                <td>{platformHost}</td>
                <td>www.{domain}</td>
              </tr>
              <tr>
                <td>A</td>
                <td>@ (ou em branco)</td>
                <td>{platformIp}</td>
                <td>{domain}, sem o www</td>
              </tr>
            </tbody>
          </table>
        </section>
        <p>
          Os valores tracejados são exemplos: troque-os pelo seu domínio e pelos destinos que o suporte
          informar.
        </p>
        <ul>
          <li>O TTL (tempo de cache) pode ficar com o valor padrão do painel.</li>
          <li>
            Exclua ou edite os registros antigos com os mesmos nomes (www e @) que apontam para outro lugar,
            como uma página de domínio estacionado. Um nome com CNAME não pode ter nenhum outro registro.
          </li>
          <li>Não mexa nos registros MX e TXT: eles são do seu e-mail e continuam como estão.</li>
        </ul>
      </GuideSection>

      <GuideSection title="Passo a passo no seu registrador">
        <p>
          Os painéis mudam de tempos em tempos; se um nome de menu estiver diferente, procure pela área de DNS
          ou de zona do domínio.
        </p>
        <Tabs label="Registradores de domínio" tabs={registrars} />
      </GuideSection>

      <GuideSection title="Depois de salvar os registros">
        <Steps>
          <li>
            Aguarde a propagação: as mudanças de DNS levam de 30 minutos a 24 horas para valer em toda a
            internet.
          </li>
          <li>
            Fale com o suporte e informe o seu domínio. A equipe da plataforma liga o domínio ao seu estúdio:
            essa parte não fica na administração da loja.
          </li>
          <li>
            Quando o suporte confirmar, abra www.{domain} e {domain} no navegador: os dois devem mostrar a sua
            loja.
          </li>
        </Steps>
        <Tip>
          o endereço que a sua loja tinha antes continua funcionando, então os links de galeria que você já
          enviou não se perdem.
        </Tip>
      </GuideSection>
    </TutorialPage>
  );
}
