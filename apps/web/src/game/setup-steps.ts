/**
 * The host's setup, in order: each step's page says "Step n of N" from this one list, so a step added or dropped
 * renumbers every page.
 */
export const SETUP_STEPS = ['event-setup', 'board-config', 'game-rules', 'pricing'] as const;
export type TSetupStep = (typeof SETUP_STEPS)[number];

/** A step's place, counted from 1. */
export const setupStepNumber = (step: TSetupStep) => SETUP_STEPS.indexOf(step) + 1;
