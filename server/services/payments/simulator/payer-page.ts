// The payer's page of a Pix or a boleto (/pix/:id, /boletos/:id): the QR code or digitable line, and a button that
// approves the payment.
import type { FakePaymentResource } from './payment-shape.ts';

/** The button posts to the simulator's controls, which notify the store as Mercado Pago would. */
function approveButton(resource: FakePaymentResource): string {
  if (resource.status !== 'pending') return '';
  return `<form onsubmit="event.preventDefault();fetch('/simulador/pagamentos/${resource.id}',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({status:'approved',notify:true})}).then(()=>location.reload())"><button>Simular pagamento aprovado</button></form>`;
}

export function payerPage(resource: FakePaymentResource): string {
  const amount = resource.transaction_amount.toFixed(2).replace('.', ',');
  const pix = resource.point_of_interaction.transaction_data;
  const body = pix
    ? `<h1>Pix (simulado)</h1><img alt="QR Code" src="data:image/png;base64,${pix.qr_code_base64}"><p><code>${pix.qr_code}</code></p>`
    : `<h1>Boleto (simulado)</h1><p>${resource.transaction_details.digitable_line ?? ''}</p>`;
  return `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Mercado Pago simulado</title>${body}<p>R$ ${amount} · pagamento ${resource.id} · ${resource.status}</p>${approveButton(resource)}</html>`;
}
