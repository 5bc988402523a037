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
    await this.page.screenshot({
      path: path.join(pngFolder, `${name}.png`),
      clip: rounded,
      animations: 'disabled',
      caret: 'hide',
    });
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
