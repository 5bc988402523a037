// Layers over a page that the phone's Back closes (the photo viewer, the size chooser, the search panels), as in apps:
// each open layer holds a history entry of its own, at the same address, which Back takes away.
import { useEffect, useRef } from 'react';

/** Marks our entries in history.state: how many layers are open on that entry. */
const depthKey = 'revelaLayers';

interface Layer {
  depth: number;
  close: () => void;
  /** Its component let go of it; it is really gone unless the same component takes it again at once. */
  leaving: boolean;
}

/** The open layers, bottom first. */
let layers: Layer[] = [];
/** The page entry the layers are drawn over: the router's key and the address. */
let base: { key: unknown; href: string } | null = null;
/** Back steps we took ourselves (a layer closed by its own button), whose popstate is not the customer's. */
let ownSteps = 0;
/** The history's length when we took our last step: longer at its popstate means a page was opened meanwhile. */
let lengthAtStep = 0;
/** Entries of layers closed just now, taken back in one step once the closing is over. */
let stepsToTake = 0;
let listening = false;

function depthOf(state: unknown): number {
  const depth = (state as Record<string, unknown> | null)?.[depthKey];
  return typeof depth === 'number' ? depth : 0;
}

function keyOf(state: unknown): unknown {
  return (state as Record<string, unknown> | null)?.key;
}

function settle() {
  if (!layers.length && !ownSteps && !stepsToTake) base = null;
}

/**
 * Listens before the router does (listeners of one target run in the order they were added): a step between our
 * entries stays on the page, so the router must not see it (it would load the page's data again as for a new visit).
 * Call it before the router is created.
 */
export function listenForBackSteps() {
  if (listening) return;
  window.addEventListener('popstate', onPopState);
  listening = true;
}

function onPopState(event: PopStateEvent) {
  if (!base) return;
  const onBase = keyOf(event.state) === base.key && window.location.href === base.href;
  if (!onBase) {
    // Several steps at once, to another page: every layer goes, and the router shows that page.
    const closing = layers.reverse();
    layers = [];
    ownSteps = 0;
    base = null;
    for (const layer of closing) layer.close();
    return;
  }
  event.stopImmediatePropagation();
  if (ownSteps > 0) {
    ownSteps--;
    // A link was followed between our step and its arrival: our step took the customer off that page; back to it.
    if (window.history.length > lengthAtStep) {
      settle();
      window.history.go(1);
      return;
    }
  }
  const depth = depthOf(event.state);
  const closing: Layer[] = [];
  while (layers.length && layers.at(-1)!.depth > depth) closing.push(layers.pop()!);
  settle();
  for (const layer of closing) layer.close();
}

function push(close: () => void): Layer {
  listenForBackSteps();
  const state = window.history.state as Record<string, unknown> | null;
  if (!base) base = { key: keyOf(state), href: window.location.href };
  const layer: Layer = { depth: depthOf(state) - stepsToTake + 1, close, leaving: false };
  // A layer closed in the same moment leaves its entry to this one instead of stepping back over it.
  if (stepsToTake) stepsToTake--;
  else window.history.pushState({ ...state, [depthKey]: layer.depth }, '', window.location.href);
  layers.push(layer);
  return layer;
}

/** Closed without Back (its own button, Escape, a choice made): its entry goes too, unless the page moved on. */
function leave(layer: Layer) {
  const index = layers.indexOf(layer);
  if (index < 0) return;
  layers.splice(index, 1);
  const state = window.history.state;
  const onTop =
    base !== null &&
    keyOf(state) === base.key &&
    window.location.href === base.href &&
    depthOf(state) - stepsToTake === layer.depth;
  if (onTop) {
    if (!stepsToTake) queueMicrotask(takeSteps);
    stepsToTake++;
  }
  settle();
}

function takeSteps() {
  const steps = stepsToTake;
  stepsToTake = 0;
  // go(0) would reload the page.
  if (!steps) return;
  ownSteps++;
  lengthAtStep = window.history.length;
  window.history.go(-steps);
}

/**
 * While `open`, the layer has a history entry: Back calls `close` instead of leaving the page, and closing it any
 * other way takes its entry back, so no dead step stays behind.
 */
export function useBackCloses(open: boolean, close: () => void) {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  const held = useRef<Layer | null>(null);
  useEffect(() => {
    if (!open) return;
    // React's development mode unmounts and mounts again at once: the same layer, not a second entry.
    const layer =
      held.current && layers.includes(held.current) ? held.current : push(() => latestClose.current());
    layer.leaving = false;
    held.current = layer;
    return () => {
      layer.leaving = true;
      queueMicrotask(() => {
        if (layer.leaving) leave(layer);
      });
    };
  }, [open]);
}
