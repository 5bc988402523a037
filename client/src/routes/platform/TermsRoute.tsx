// /termos: the platform's terms of use, linked from the sign-up.
import { useEffect } from 'react';
import { PlatformFrame } from './components/PlatformFrame.tsx';
import styles from './components/PlatformHome.module.css';

export function TermsRoute() {
  useEffect(() => {
    document.title = 'Termos de uso - Revela';
  }, []);
  return (
    <PlatformFrame>
      <article className={styles.terms}>
        <h1>Termos de uso</h1>
        <p>
          Estes termos valem para quem cria uma loja na Revela (o estúdio) e para quem a usa. Ao criar a loja,
          você declara ter lido e aceitado estes termos.
        </p>
        <h2>1. O serviço</h2>
        <p>
          A Revela oferece a cada estúdio uma loja na internet para publicar galerias de fotos de eventos,
          vender fotos digitais e impressas e acompanhar os pedidos. O estúdio recebe os pagamentos dos seus
          clientes diretamente na própria conta do Mercado Pago.
        </p>
        <h2>2. A conta do estúdio</h2>
        <p>
          O estúdio é responsável pelos dados informados no cadastro, pela guarda da senha de acesso ao painel
          e por tudo o que for feito com ela. O e-mail informado precisa ser confirmado para que a loja seja
          aberta aos clientes.
        </p>
        <h2>3. Conteúdo e direitos</h2>
        <p>
          As fotos publicadas pertencem ao estúdio, que declara ter o direito de publicá-las e vendê-las,
          inclusive a autorização das pessoas retratadas quando a lei a exigir. É proibido publicar conteúdo
          ilegal, ofensivo ou que viole direitos de terceiros; a Revela pode suspender a loja que o fizer.
        </p>
        <h2>4. Dados pessoais</h2>
        <p>
          O estúdio é o controlador dos dados pessoais dos seus clientes e deve tratá-los conforme a Lei Geral
          de Proteção de Dados (Lei nº 13.709/2018). A Revela trata esses dados apenas para prestar o serviço.
        </p>
        <h2>5. Planos e pagamento</h2>
        <p>
          A loja começa em período de teste no plano indicado no cadastro. Depois dele, o uso segue o plano
          escolhido, com os preços publicados na página inicial da Revela. Os limites de cada plano
          (armazenamento, tamanho das fotos e recursos) valem enquanto ele estiver ativo.
        </p>
        <h2>6. Encerramento</h2>
        <p>
          O estúdio pode encerrar a loja quando quiser e levar os seus dados. A Revela pode encerrar contas
          que violem estes termos, avisando o estúdio pelo e-mail cadastrado.
        </p>
        <h2>7. Alterações</h2>
        <p>
          Estes termos podem mudar; mudanças relevantes serão avisadas por e-mail com antecedência. O uso da
          loja depois do aviso significa a aceitação dos novos termos.
        </p>
      </article>
    </PlatformFrame>
  );
}
