/** Whether the viewer asked for less motion (then nothing on the big screen moves by itself). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Plays an entrance on an element with the Web Animations API (no stylesheet, nothing inline), unless the viewer
 * prefers reduced motion or the browser cannot animate.
 */
export function animateIn(el: Element | null, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
  if (!el || typeof el.animate !== 'function' || prefersReducedMotion()) return;
  el.animate(keyframes, options);
}

/** A name popping in: from small and clear to its size, with a little overshoot. */
export const popIn = (el: Element | null) =>
  animateIn(
    el,
    [
      { transform: 'scale(0.4)', opacity: 0 },
      { transform: 'scale(1.08)', opacity: 1, offset: 0.7 },
      { transform: 'scale(1)', opacity: 1 },
    ],
    { duration: 450, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
  );
