// tabelaDimensoes: the usual photo print sizes (cm), offered when a studio builds a price table.
export const standardPrintSizes = [
  { width: 10, height: 15 },
  { width: 13, height: 18 },
  { width: 15, height: 21 },
  { width: 20, height: 25 },
  { width: 20, height: 30 },
  { width: 25, height: 30 },
  { width: 30, height: 40 },
  { width: 30, height: 45 },
  { width: 40, height: 60 },
] as const;
