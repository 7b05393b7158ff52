import { useState } from 'react';
import { cameraOnlyTexts } from '@/components/game/camera-only/texts';
import { ChoiceGroup, RuleItem, type ChoiceOption } from './rule-item';

const OPTIONS: ReadonlyArray<ChoiceOption<'camera' | 'any'>> = [
  { value: 'any', label: 'Camera or library', description: cameraOnlyTexts.ruleOff },
  { value: 'camera', label: 'Camera only', description: cameraOnlyTexts.ruleOn },
];

/**
 * Camera-only rounds: photos must be taken during the game. The rule says what it can and cannot prevent; it is
 * set until the game starts.
 */
export function CameraOnlyRule({
  initial,
  onChange,
  disabled,
}: {
  initial: boolean;
  onChange: (on: boolean) => void;
  disabled: boolean;
}) {
  const [on, setOn] = useState(initial);
  return (
    <RuleItem title={cameraOnlyTexts.ruleLabel} description={cameraOnlyTexts.ruleExplained}>
      <ChoiceGroup
        legend={cameraOnlyTexts.ruleLabel}
        name="cameraOnly"
        value={on ? 'camera' : 'any'}
        options={OPTIONS}
        onChange={(value) => {
          setOn(value === 'camera');
          onChange(value === 'camera');
        }}
        disabled={disabled}
      />
    </RuleItem>
  );
}
