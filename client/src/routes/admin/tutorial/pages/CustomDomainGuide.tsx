// The extra page: a studio's own domain. The owner types the domain in Domínio próprio (/adm/configuracoes/
// dominio-proprio), which lists the exact records; this guide shows where each goes at three registrars. The records
// are the ones server/domain/custom-domains.ts asks for: CNAME www, TXT _revela.www, and A/AAAA @ to redirect.
import { Link } from 'react-router';
import { Tabs } from '../components/Tabs.tsx';
import { GuideSection, Placeholder, Steps, Tip, TutorialPage } from '../components/TutorialPage.tsx';
import styles from './CustomDomainGuide.module.css';

const platformHost = <Placeholder>destino do CNAME</Placeholder>;
const platformIp = <Placeholder>IP da plataforma</Placeholder>;
const code = <Placeholder>código de verificação</Placeholder>;
const domain = <Placeholder>seuestudio.com.br</Placeholder>;
const settingsPage = <Link to="/adm/configuracoes/dominio-proprio">Domínio próprio</Link>;

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
          Clique em <strong>Nova entrada</strong> de novo, escolha o tipo <strong>TXT</strong>, digite{' '}
          <strong>_revela.www</strong> no nome e cole o {code} nos dados.
        </li>
        <li>
          Se a página {settingsPage} listar um registro <strong>A</strong> (ou <strong>AAAA</strong>), clique
          em <strong>Nova entrada</strong>, escolha esse tipo, deixe o nome em branco (ele vale para o próprio
          domínio) e digite o {platformIp} nos dados. Repita para cada endereço listado.
        </li>
        <li>
          Se já houver entradas <strong>www</strong>, <strong>A</strong> ou <strong>AAAA</strong> apontando
          para outro lugar, exclua-as.
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
          Clique em <strong>Adicionar novo registro</strong>, escolha o tipo <strong>TXT</strong>, digite{' '}
          <strong>_revela.www</strong> em <strong>Nome</strong> e cole o {code} em <strong>Valor</strong>.
        </li>
        <li>
          Se a página {settingsPage} listar um registro <strong>A</strong>, procure o registro{' '}
          <strong>A</strong> de nome <strong>@</strong> (muitas vezes com o valor "Parked", de domínio
          estacionado). Edite-o e troque o <strong>Valor</strong> pelo {platformIp}.
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
          os dois (ou edite-os com os valores da página {settingsPage}).
        </li>
        <li>
          No formulário de novo registro, escolha o tipo <strong>CNAME</strong>, digite <strong>www</strong>{' '}
          em <strong>Nome</strong>, o {platformHost} em <strong>Aponta para</strong> e clique em{' '}
          <strong>Adicionar registro</strong>.
        </li>
        <li>
          Repita com o tipo <strong>TXT</strong>: <strong>_revela.www</strong> em <strong>Nome</strong> e o{' '}
          {code} em <strong>Valor TXT</strong>.
        </li>
        <li>
          Se a página listar um registro <strong>A</strong>, repita com o tipo <strong>A</strong>:{' '}
          <strong>@</strong> em <strong>Nome</strong> e o {platformIp} em <strong>Aponta para</strong>.
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
            São três passos: você digita o domínio na página {settingsPage} do painel, cria os registros de
            DNS que ela mostra no site onde registrou o domínio e clica em <strong>Verificar agora</strong>.
          </p>
        </>
      }
    >
      <GuideSection title="Antes de começar">
        <ul>
          <li>O domínio registrado e o acesso ao painel do site onde ele foi registrado.</li>
          <li>
            Abra {settingsPage} (no menu, <strong>Domínio Próprio</strong>), digite o domínio com www, como
            www.{domain}, e clique em <strong>Salvar domínio</strong>. A página mostra os registros com os
            valores exatos: o {platformHost}, o {code} (só do seu estúdio) e, quando houver, o {platformIp}.
            Use o botão <strong>Copiar</strong> ao lado de cada valor.
          </li>
        </ul>
      </GuideSection>

      <GuideSection title="Os registros que você vai criar">
        {/* On a phone the table scrolls sideways: the keyboard can scroll it too (tabIndex). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled */}
        <section className={styles.tableScroll} aria-label="Registros de DNS" tabIndex={0}>
          <table className={styles.records}>
            <caption>Registros de DNS do domínio www.{domain}</caption>
            <thead>
              <tr>
                <th scope="col">Tipo</th>
                <th scope="col">Nome</th>
                <th scope="col">Valor (destino)</th>
                <th scope="col">Para quê</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>CNAME</td>
                <td>www</td>
                <td>{platformHost}</td>
                <td>Obrigatório: leva www.{domain} até a loja</td>
              </tr>
              <tr>
                <td>TXT</td>
                <td>_revela.www</td>
                <td>{code}</td>
                <td>Obrigatório: prova que o domínio é seu</td>
              </tr>
              <tr>
                <td>A (e AAAA, se listado)</td>
                <td>@ (ou em branco)</td>
                <td>{platformIp}</td>
                <td>Recomendado: {domain}, sem o www, leva ao endereço com www</td>
              </tr>
            </tbody>
          </table>
        </section>
        <p>
          Os valores tracejados são exemplos: copie os da página {settingsPage}. O registro A só aparece lá
          quando a plataforma atende domínios sem www.
        </p>
        <ul>
          <li>O TTL (tempo de cache) pode ficar com o valor padrão do painel.</li>
          <li>
            Exclua ou edite os registros antigos com os mesmos nomes (www e @) que apontam para outro lugar,
            como uma página de domínio estacionado. Um nome com CNAME não pode ter nenhum outro registro.
          </li>
          <li>
            Não mexa nos registros MX nem nos outros TXT: eles são do seu e-mail e continuam como estão. O
            registro TXT novo tem um nome só dele (_revela.www).
          </li>
          <li>
            Preferiu o domínio sem www ({domain})? Então os obrigatórios são o <strong>A</strong> (e o AAAA,
            se listado) de nome @ e o <strong>TXT</strong> de nome <strong>_revela</strong>; o CNAME www fica
            como recomendado. A página mostra exatamente quais.
          </li>
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
            Aguarde a propagação: as mudanças de DNS levam de alguns minutos a algumas horas (às vezes até 24
            horas) para valer em toda a internet.
          </li>
          <li>
            Volte à página {settingsPage} e clique em <strong>Verificar agora</strong>. Se algo faltar, a
            página diz qual registro e com qual valor; corrija e verifique de novo.
          </li>
          <li>
            Quando a situação mudar para <strong>Ativo</strong>, abra www.{domain} no navegador: ele mostra a
            sua loja. O endereço sem www e o endereço da plataforma levam a ele.
          </li>
        </Steps>
        <Tip>
          a plataforma confere os registros todos os dias. Se algum deixar de valer (uma troca de hospedagem,
          por exemplo), você recebe um e-mail dizendo o que corrigir; os links de galeria que você já enviou
          continuam funcionando pelo endereço da plataforma.
        </Tip>
      </GuideSection>
    </TutorialPage>
  );
}
