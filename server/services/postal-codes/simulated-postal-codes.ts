// Addresses for the simulated postal-code lookup: a few real CEPs, and the CEP ranges of each state for the rest.
import type { PostalAddress } from '../../domain/postal-codes.ts';

const knownAddresses: PostalAddress[] = [
  { cep: '01001-000', street: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
  {
    cep: '01310-100',
    street: 'Avenida Paulista',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  { cep: '20040-020', street: 'Praça Floriano', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
  {
    cep: '30130-010',
    street: 'Praça Sete de Setembro',
    neighborhood: 'Centro',
    city: 'Belo Horizonte',
    state: 'MG',
  },
  { cep: '70040-010', street: 'SBS Quadra 2', neighborhood: 'Asa Sul', city: 'Brasília', state: 'DF' },
  { cep: '80010-000', street: 'Rua José Loureiro', neighborhood: 'Centro', city: 'Curitiba', state: 'PR' },
  {
    cep: '90010-000',
    street: 'Rua dos Andradas',
    neighborhood: 'Centro Histórico',
    city: 'Porto Alegre',
    state: 'RS',
  },
  {
    cep: '40020-000',
    street: 'Avenida Estados Unidos',
    neighborhood: 'Comércio',
    city: 'Salvador',
    state: 'BA',
  },
];

/** [first 5 digits from, to, state, capital]: each state's CEP range (Correios' table), first match wins. */
const stateRanges: [number, number, string, string][] = [
  [1000, 19999, 'SP', 'São Paulo'],
  [20000, 28999, 'RJ', 'Rio de Janeiro'],
  [29000, 29999, 'ES', 'Vitória'],
  [30000, 39999, 'MG', 'Belo Horizonte'],
  [40000, 48999, 'BA', 'Salvador'],
  [49000, 49999, 'SE', 'Aracaju'],
  [50000, 56999, 'PE', 'Recife'],
  [57000, 57999, 'AL', 'Maceió'],
  [58000, 58999, 'PB', 'João Pessoa'],
  [59000, 59999, 'RN', 'Natal'],
  [60000, 63999, 'CE', 'Fortaleza'],
  [64000, 64999, 'PI', 'Teresina'],
  [65000, 65999, 'MA', 'São Luís'],
  [66000, 68899, 'PA', 'Belém'],
  [68900, 68999, 'AP', 'Macapá'],
  [69300, 69399, 'RR', 'Boa Vista'],
  [69900, 69999, 'AC', 'Rio Branco'],
  [69000, 69899, 'AM', 'Manaus'],
  [70000, 72799, 'DF', 'Brasília'],
  [73000, 73699, 'DF', 'Brasília'],
  [72800, 76799, 'GO', 'Goiânia'],
  [76800, 76999, 'RO', 'Porto Velho'],
  [77000, 77999, 'TO', 'Palmas'],
  [78000, 78899, 'MT', 'Cuiabá'],
  [79000, 79999, 'MS', 'Campo Grande'],
  [80000, 87999, 'PR', 'Curitiba'],
  [88000, 89999, 'SC', 'Florianópolis'],
  [90000, 99999, 'RS', 'Porto Alegre'],
];

/**
 * The address of a CEP (8 digits), or null when it does not exist here: the table above, then any CEP ending in 000
 * inside a state's range, answered as ViaCEP answers a city-wide CEP (no street) with 'Centro' in the state's capital.
 * 99999-999 and 00000-000 never exist.
 */
export function simulatedAddress(digits: string): PostalAddress | null {
  const cep = `${digits.slice(0, 5)}-${digits.slice(5)}`;
  const known = knownAddresses.find((address) => address.cep === cep);
  if (known) return { ...known };
  if (!digits.endsWith('000')) return null;
  const prefix = Number(digits.slice(0, 5));
  const range = stateRanges.find(([from, to]) => prefix >= from && prefix <= to);
  if (!range) return null;
  const [, , state, city] = range;
  return { cep, street: '', neighborhood: 'Centro', city, state };
}
