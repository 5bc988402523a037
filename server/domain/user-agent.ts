// A browser in plain words from its User-Agent ("Chrome em Windows"), for the account page and the new-login e-mail.

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function browserOf(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Navegador desconhecido';
  const name = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Navegador';
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${name} em ${system}` : name;
}
