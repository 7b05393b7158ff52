import type { TCell } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { cellLabel, mergeCell, photoOpacityClass } from './cell-state';

const cell = (idx: number, over: Partial<TCell> = {}): TCell => ({
  idx,
  value: `Label ${idx}`,
  isMarked: false,
  image: null,
  thumb: null,
  isFreeSpace: false,
  updatedAt: null,
  ...over,
});

describe('photoOpacityClass', () => {
  it('shows marked photos in full and pending ones at half opacity', () => {
    expect(photoOpacityClass(true)).toBe('opacity-100');
    expect(photoOpacityClass(false)).toBe('opacity-50');
  });
});

describe('cellLabel', () => {
  it('falls back to the cell number', () => {
    expect(cellLabel(cell(2))).toBe('Label 2');
    expect(cellLabel(cell(2, { value: '' }))).toBe('Cell 3');
  });
});

describe('mergeCell', () => {
  const photo = { image: '/media/a.webp', thumb: '/media/a-thumb.webp' };

  it('replaces the cell with the same index', () => {
    const next = cell(1, { ...photo, updatedAt: '2030-01-01T12:00:00.000Z' });
    expect(mergeCell([cell(0), cell(1)], next)).toEqual([cell(0), next]);
  });

  it('ignores a copy older than the one held', () => {
    const held = cell(1, { ...photo, isMarked: true, updatedAt: '2030-01-01T12:00:05.000Z' });
    const stale = cell(1, { ...photo, updatedAt: '2030-01-01T12:00:00.000Z' });
    expect(mergeCell([held], stale)).toEqual([held]);
  });
});
