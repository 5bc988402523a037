// The drop zone: a chosen or dropped image reaches the page and its name shows; what is not an image does not.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accepts, actionText, DropZone } from './DropZone.tsx';

afterEach(cleanup);

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('DropZone', () => {
  it('is a labelled file field that shows the chosen file name', () => {
    const onFiles = vi.fn();
    render(<DropZone label="Imagem da logomarca" onFiles={onFiles} />);
    const field = screen.getByLabelText('Imagem da logomarca') as HTMLInputElement;
    expect(field.type).toBe('file');
    expect(field.accept).toBe('image/*');
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeTruthy();
    fireEvent.change(field, { target: { files: [image('logo.png')] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'logo.png' })]);
    expect(screen.getByText('logo.png')).toBeTruthy();
  });

  it('takes dropped images, one unless it is multiple, and refuses other files', () => {
    const onFiles = vi.fn();
    render(<DropZone label="Capa" onFiles={onFiles} />);
    const surface = screen.getByText('Capa').closest('label')!;
    fireEvent.drop(surface, { dataTransfer: { files: [image('a.png'), image('b.png')], types: ['Files'] } });
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.png' })]);
    fireEvent.drop(surface, {
      dataTransfer: { files: [new File(['x'], 'nota.pdf', { type: 'application/pdf' })], types: ['Files'] },
    });
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Escolha um arquivo de imagem')).toBeTruthy();
  });

  it('counts the files of a multiple choice, and ignores drops while disabled', () => {
    const onFiles = vi.fn();
    const { rerender } = render(<DropZone label="Adicionar Fotos" multiple onFiles={onFiles} />);
    const surface = screen.getByText('Adicionar Fotos').closest('label')!;
    fireEvent.drop(surface, { dataTransfer: { files: [image('1.png'), image('2.png')], types: ['Files'] } });
    expect(onFiles.mock.calls[0]![0]).toHaveLength(2);
    expect(screen.getByText('2 arquivos escolhidos')).toBeTruthy();
    rerender(<DropZone label="Adicionar Fotos" multiple disabled onFiles={onFiles} />);
    fireEvent.drop(surface, { dataTransfer: { files: [image('3.png')], types: ['Files'] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['image/*', 'image/jpeg', 'a.jpg', true],
    ['image/*', 'application/pdf', 'a.pdf', false],
    ['image/png,.webp', '', 'a.WEBP', true],
    ['image/png', 'image/jpeg', 'a.jpg', false],
  ])('accept %s takes %s %s: %s', (accept, type, name, taken) => {
    expect(accepts(accept, new File(['x'], name, { type }))).toBe(taken);
  });
});

describe('actionText', () => {
  it.each([
    [false, false, false, 'Clique para escolher ou arraste a imagem para cá'],
    [false, false, true, 'Clique para escolher ou arraste as imagens para cá'],
    [false, true, false, 'Escolher ou arrastar'],
    [true, false, false, 'Toque para escolher a imagem'],
    [true, false, true, 'Toque para escolher as imagens'],
    [true, true, true, 'Toque para escolher'],
  ])('touch %s, compact %s, multiple %s: %s', (touch, compact, multiple, text) => {
    expect(actionText({ touch, compact, multiple })).toBe(text);
  });
});
