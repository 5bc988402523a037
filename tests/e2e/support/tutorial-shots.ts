// The tutorial's screenshots: PNGs in test-results/tutorial on every run; with UPDATE_TUTORIAL_SCREENSHOTS=1 also
// the WebPs the tutorial pages show (client/public/tutorial) and their sizes (tutorial/screenshots.ts).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

const pngFolder = path.resolve('test-results', 'tutorial');
const webpFolder = path.resolve('client', 'public', 'tutorial');
const sizesModule = path.resolve('client', 'src', 'routes', 'admin', 'tutorial', 'screenshots.ts');

export const updatingTutorialScreenshots = process.env.UPDATE_TUTORIAL_SCREENSHOTS === '1';
const maxWidth = 1100;
const quality = 75;

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class TutorialShots {
  private readonly taken: string[] = [];

  constructor(private readonly page: Page) {}

  /** One element, or the region from the first element's top to the last one's bottom, with some margin. */
  async element(
    name: string,
    targets: Locator | Locator[],
    options: { margin?: number; maxHeight?: number } = {},
  ): Promise<void> {
    const list = Array.isArray(targets) ? targets : [targets];
    await list[0]!.scrollIntoViewIfNeeded();
    const boxes: Region[] = [];
    for (const target of list) {
      const box = await target.boundingBox();
      if (!box) throw new Error(`${name}: nothing to capture`);
      boxes.push(box);
    }
    const margin = options.margin ?? 0;
    const viewport = this.page.viewportSize()!;
    const left = Math.max(0, Math.min(...boxes.map((box) => box.x)) - margin);
    const top = Math.max(0, Math.min(...boxes.map((box) => box.y)) - margin);
    const right = Math.min(viewport.width, Math.max(...boxes.map((box) => box.x + box.width)) + margin);
    let bottom = Math.min(viewport.height, Math.max(...boxes.map((box) => box.y + box.height)) + margin);
    if (options.maxHeight) bottom = Math.min(bottom, top + options.maxHeight);
    await this.region(name, { x: left, y: top, width: right - left, height: bottom - top });
  }

  async region(name: string, clip: Region): Promise<void> {
    // Rounded inwards: a half pixel outside a modal would be a line of its dark backdrop.
    const left = Math.ceil(clip.x);
    const top = Math.ceil(clip.y);
    const rounded = {
      x: left,
      y: top,
      width: Math.floor(clip.x + clip.width) - left,
      height: Math.floor(clip.y + clip.height) - top,
    };
    await this.page.evaluate(showFileFieldsInPortuguese, markers);
    try {
      await this.page.screenshot({
        path: path.join(pngFolder, `${name}.png`),
        clip: rounded,
        animations: 'disabled',
        caret: 'hide',
      });
    } finally {
      await this.page.evaluate(restoreFileFields, markers);
    }
    this.taken.push(name);
  }

  /** With UPDATE_TUTORIAL_SCREENSHOTS=1: the WebPs and the sizes module the tutorial pages import. */
  async publish(): Promise<void> {
    if (!updatingTutorialScreenshots) return;
    await mkdir(webpFolder, { recursive: true });
    // A screenshot no page takes any more leaves with this run.
    for (const file of await readdir(webpFolder)) {
      if (file.endsWith('.webp') && !this.taken.includes(file.slice(0, -'.webp'.length)))
        await rm(path.join(webpFolder, file));
    }
    const sizes: string[] = [];
    for (const name of [...this.taken].sort()) {
      const info = await sharp(path.join(pngFolder, `${name}.png`))
        .resize({ width: maxWidth, withoutEnlargement: true })
        .webp({ quality, effort: 6 })
        .toFile(path.join(webpFolder, `${name}.webp`));
      const key = /^[a-z]\w*$/i.test(name) ? name : `'${name}'`;
      sizes.push(`  ${key}: { width: ${info.width}, height: ${info.height} },`);
    }
    await writeFile(
      sizesModule,
      [
        '// The tutorial screenshots in client/public/tutorial and their sizes. Written by',
        '// tests/e2e/tutorial-screenshots.spec.ts (npm run tutorial:screenshots); do not edit by hand.',
        'export const screenshots = {',
        ...sizes,
        '} as const;',
        '',
        'export type ScreenshotName = keyof typeof screenshots;',
        '',
      ].join('\n'),
    );
  }
}

const markers = { fieldClass: 'tutorial-shot-file-field', overlayClass: 'tutorial-shot-file-text' };

/**
 * Debian's Chromium here carries only its en-US strings ('Choose File', 'No file chosen'); over each visible file
 * field this draws what a Brazilian's Chrome shows, so the guides' pictures stay in Portuguese.
 */
function showFileFieldsInPortuguese({ fieldClass, overlayClass }: typeof markers) {
  const inputs = [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')].filter(
    (input) => input.checkVisibility() && input.getBoundingClientRect().width > 40,
  );
  if (!inputs.length) return;
  const style = document.createElement('style');
  style.className = overlayClass;
  style.textContent = `.${fieldClass} { color: transparent !important; }
    .${fieldClass}::file-selector-button { visibility: hidden; }`;
  document.head.append(style);
  const px = (value: string) => Number.parseFloat(value) || 0;
  const texts = inputs.map((input) => {
    const computed = getComputedStyle(input);
    const overlay = document.createElement('span');
    overlay.className = overlayClass;
    Object.assign(overlay.style, {
      position: 'fixed',
      left: '0',
      top: '0',
      display: 'flex',
      alignItems: 'center',
      gap: '4px',
      font: computed.font,
      color: computed.color,
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
      zIndex: '2147483647',
    });
    const button = document.createElement('span');
    Object.assign(button.style, {
      padding: '1px 6px',
      border: '1px solid #767676',
      borderRadius: '2px',
      background: '#efefef',
      color: '#000',
    });
    button.textContent = 'Escolher arquivo';
    overlay.append(button, 'Nenhum arquivo escolhido');
    // Inside a modal <dialog> (the top layer) the text has to be in the dialog to be seen.
    (input.closest('dialog') ?? document.body).append(overlay);
    input.classList.add(fieldClass);
    // Chrome sizes the field for its own language's words; Portuguese ones are longer.
    const frame = px(computed.paddingLeft) + px(computed.paddingRight);
    const borders = px(computed.borderLeftWidth) + px(computed.borderRightWidth);
    if (input.clientWidth - frame < overlay.offsetWidth) {
      input.style.minWidth = `${overlay.offsetWidth + frame + borders + 2}px`;
    }
    return { input, overlay, computed };
  });
  for (const { input, overlay, computed } of texts) {
    const rect = input.getBoundingClientRect();
    const top = rect.top + px(computed.borderTopWidth) + px(computed.paddingTop);
    const bottom = rect.bottom - px(computed.borderBottomWidth) - px(computed.paddingBottom);
    overlay.style.left = `${rect.left + px(computed.borderLeftWidth) + px(computed.paddingLeft)}px`;
    overlay.style.top = `${top}px`;
    overlay.style.height = `${bottom - top}px`;
  }
}

function restoreFileFields({ fieldClass, overlayClass }: typeof markers) {
  for (const element of document.querySelectorAll(`.${overlayClass}`)) element.remove();
  for (const input of document.querySelectorAll<HTMLInputElement>(`.${fieldClass}`)) {
    input.classList.remove(fieldClass);
    input.style.minWidth = '';
  }
}
