import { useState } from 'react';
import { m } from '@/lib/i18n/messages';
import { ChoiceGroup, RuleItem, type ChoiceOption } from './rule-item';

const options = (): ReadonlyArray<ChoiceOption<'camera' | 'any'>> => [
  { value: 'any', label: m.setup_camera_any(), description: m.setup_camera_any_description() },
  { value: 'camera', label: m.setup_camera_only(), description: m.setup_camera_only_description() },
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
    <RuleItem title={m.setup_camera_title()} description={m.setup_camera_explained()}>
      <ChoiceGroup
        legend={m.setup_camera_title()}
        name="cameraOnly"
        value={on ? 'camera' : 'any'}
        options={options()}
        onChange={(value) => {
          setOn(value === 'camera');
          onChange(value === 'camera');
        }}
        disabled={disabled}
      />
    </RuleItem>
  );
}
