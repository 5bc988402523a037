// A new price line updates its table in the store; the table the server makes for the first line joins the saved ones.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { useAddPriceTableItemMutationTestQuery } from '../../../__generated__/useAddPriceTableItemMutationTestQuery.graphql.ts';
import { useAddPriceTableItemMutation } from './useAddPriceTableItemMutation.ts';

const query = graphql`
  query useAddPriceTableItemMutationTestQuery @relay_test_operation {
    studio {
      savedPriceTables { id name items { id } }
    }
  }
`;

function Tables() {
  const { studio } = useLazyLoadQuery<useAddPriceTableItemMutationTestQuery>(query, {});
  const [add] = useAddPriceTableItemMutation();
  return (
    <>
      <ul aria-label="Tabelas">
        {studio!.savedPriceTables.map((table) => (
          <li key={table.id}>
            {table.name}: {table.items.length}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => add({ width: '10', height: '15', price: '25,00' })}>
        Adicionar
      </button>
    </>
  );
}

const line = { format: 'PRINTED', width: 10, height: 15, unit: 'CM', weightGrams: 10, priceCents: 2500 };

async function addLine(
  saved: object[],
  answer: { id: string; name: string; saved: boolean; items: object[] },
) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Studio: () => ({ id: 'studio-1', savedPriceTables: saved }) }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="carregando">
        <Tables />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
  environment.mock.clearCache();
  const mutation = environment.mock.getMostRecentOperation();
  await act(async () => {
    environment.mock.resolve(
      mutation,
      MockPayloadGenerator.generate(mutation, {
        AddPriceTableItemResult: () => ({ __typename: 'AddPriceTableItemPayload' }),
        AddPriceTableItemPayload: () => ({ message: 'Item adicionado com sucesso' }),
        PriceTable: () => answer,
      }),
    );
  });
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

afterEach(cleanup);

describe('useAddPriceTableItemMutation', () => {
  it("updates the studio's table in place", async () => {
    const tables = await addLine([{ id: 'table-1', name: 'Tabela padrão', items: [{ id: 'item-1' }] }], {
      id: 'table-1',
      name: 'Tabela padrão',
      saved: true,
      items: [
        { id: 'item-1', ...line },
        { id: 'item-2', ...line },
      ],
    });
    expect(tables).toEqual(['Tabela padrão: 2']);
  });

  it('adds the table the server created for the first line to the saved tables', async () => {
    const tables = await addLine([], {
      id: 'table-1',
      name: 'Tabela padrão',
      saved: true,
      items: [{ id: 'item-1', ...line }],
    });
    expect(tables).toEqual(['Tabela padrão: 1']);
  });

  it("leaves an event's own table out of the saved tables", async () => {
    const tables = await addLine([{ id: 'table-1', name: 'Tabela padrão', items: [] }], {
      id: 'table-9',
      name: 'Formatura',
      saved: false,
      items: [{ id: 'item-9', ...line }],
    });
    expect(tables).toEqual(['Tabela padrão: 0']);
  });
});
