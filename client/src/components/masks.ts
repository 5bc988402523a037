// Input formatting of the checkout and address forms (spec 001 section 5, spec 000 section 5): the typing filters
// are the server's text rules, so a form never lets through what the server refuses.
export {
  isCep,
  maskAboutText,
  maskAddressText,
  maskCep,
  maskCity,
  maskCpf,
  maskDecimal,
  maskDigits,
  maskName,
  maskPhone,
  maskQuantity,
  maskState,
  maskStreetNumber,
  maskWhatsApp,
} from '../../../server/domain/text-rules.ts';
