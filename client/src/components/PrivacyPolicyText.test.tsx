// The policy's texts are shown as text: the studio's paragraphs (typed by a member) never become markup, and keep
// the line breaks typed inside them; the version reads 'Versão <label>, de <date>'.
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrivacyPolicyTextTestQuery } from '../__generated__/PrivacyPolicyTextTestQuery.graphql.ts';
import { PrivacyPolicyText } from './PrivacyPolicyText.tsx';

const query = graphql`
  query PrivacyPolicyTextTestQuery @relay_test_operation {
    studio { privacyPolicy { ...PrivacyPolicyText_policy } }
  }
`;

function Policy({ studioPart }: { studioPart?: boolean }) {
  const { studio } = useLazyLoadQuery<PrivacyPolicyTextTestQuery>(query, {});
  return <PrivacyPolicyText policy={studio!.privacyPolicy} studioPart={studioPart} />;
}

function renderPolicy(studioPart?: boolean) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      PrivacyPolicy: () => ({
        label: '2026-11-27.3',
        publishedAt: '2026-11-27T15:00:00.000Z',
        controllerName: 'Estúdio <Aurora>',
        platformSections: [
          {
            title: '1. Quem cuida dos seus dados',
            paragraphs: ['Controlador: Estúdio <Aurora>'],
            items: ['a & b'],
          },
        ],
        studioParagraphs: ['<img src=x onerror=alert(1)> primeira\nlinha seguinte', '<b>negrito?</b>'],
      }),
    }),
  );
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="carregando">
        <Policy studioPart={studioPart} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return view.container;
}

afterEach(cleanup);

describe('PrivacyPolicyText', () => {
  it("shows the version, the platform's sections and the studio's paragraphs as text, never as markup", async () => {
    const container = renderPolicy();
    expect(await screen.findByText('Versão 2026-11-27.3, de 27/11/2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Quem cuida dos seus dados' })).toBeTruthy();
    expect(screen.getByText('Controlador: Estúdio <Aurora>')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '11. Informações de Estúdio <Aurora>' })).toBeTruthy();
    expect(screen.getByText('<b>negrito?</b>')).toBeTruthy();
    expect(container.querySelector('img, b, aurora')).toBeNull();
    const first = screen.getByText(/primeira/);
    expect(first.textContent).toBe('<img src=x onerror=alert(1)> primeira\nlinha seguinte');
  });

  it("leaves the studio's part out when asked (the admin edits it apart)", async () => {
    renderPolicy(false);
    expect(await screen.findByText('Controlador: Estúdio <Aurora>')).toBeTruthy();
    expect(screen.queryByText('<b>negrito?</b>')).toBeNull();
  });
});
