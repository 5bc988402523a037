// The CEP lookup of the address forms: a format check, then the lookup 1 s after the typing stops ('CEP
// inexistente' / 'CEP mal formado').
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { usePostalCodeLookupQuery } from '../__generated__/usePostalCodeLookupQuery.graphql.ts';
import { isCep } from './masks.ts';

export interface FoundAddress {
  cep: string;
  street: string;
  neighborhood: string;
  city: string;
  state: string;
}

export type LookupState =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'found'; address: FoundAddress }
  | { kind: 'failed'; message: string };

const query = graphql`
  query usePostalCodeLookupQuery($cep: String!) {
    postalCode(cep: $cep) {
      __typename
      ... on Error { message }
      ... on Address { cep street neighborhood city state }
    }
  }
`;

export const lookupDelayMs = 1000;

export function usePostalCodeLookup(cep: string): LookupState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  useEffect(() => {
    const value = cep.trim();
    if (!value) {
      setState({ kind: 'idle' });
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      if (!isCep(value)) {
        setState({ kind: 'failed', message: 'CEP mal formado' });
        return;
      }
      setState({ kind: 'looking' });
      fetchQuery<usePostalCodeLookupQuery>(environment, query, { cep: value }).subscribe({
        next: (data) => {
          if (cancelled) return;
          const result = data.postalCode;
          if (result.__typename === 'Address') {
            setState({
              kind: 'found',
              address: {
                cep: result.cep ?? value,
                street: result.street ?? '',
                neighborhood: result.neighborhood ?? '',
                city: result.city ?? '',
                state: result.state ?? '',
              },
            });
          } else {
            setState({ kind: 'failed', message: result.message ?? 'CEP inexistente' });
          }
        },
        error: () =>
          !cancelled && setState({ kind: 'failed', message: 'Não foi possível consultar o CEP agora.' }),
      });
    }, lookupDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [cep, environment]);
  return state;
}
