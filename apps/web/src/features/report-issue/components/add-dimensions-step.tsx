// Step 5, add-dimensions (spec 2): the package's condition, weight and size (packInfo). Optional,
// except that a damage report asks how the package arrived.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SelectField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import type { ClaimContext } from '../../../lib/claim-context';
import { useGoToStep, useOpenedWithoutReport } from '../flow-context';
import { nextStep } from '../flow-steps';
import {
  invalidPackFields,
  PACKAGE_CONDITIONS,
  type PackField,
  type PackForm,
  packFormOf,
  packInfoOf,
} from '../pack-info';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { StepFrame } from './step-frame';
import './add-dimensions-step.css';

const SIDES = ['lengthCm', 'widthCm', 'heightCm'] as const;

export function AddDimensionsStep({ context }: { context: ClaimContext }) {
  const { t } = useTranslation();
  const goTo = useGoToStep(context.subPath);
  const flow = useClaimFlowStore();
  const missing = useOpenedWithoutReport(Boolean(flow.type && flow.items.length > 0));
  const [form, setForm] = useState<PackForm>(() => packFormOf(useClaimFlowStore.getState().packInfo));
  const [errors, setErrors] = useState<Partial<Record<keyof PackForm, string>>>({});

  if (!flow.type || flow.items.length === 0)
    return missing ? <Navigate to={`${context.subPath}/options`} replace /> : null;
  const type = flow.type;
  const conditionRequired = type === 'damage';

  function change(values: Partial<PackForm>) {
    const next = { ...form, ...values };
    setForm(next);
    // The store follows the form, so 'Save as draft' keeps what is typed.
    flow.update({ packInfo: packInfoOf(next) });
  }

  function onContinue() {
    const found: Partial<Record<keyof PackForm, string>> = {};
    if (conditionRequired && !form.packageCondition)
      found.packageCondition = t('claims.pack.conditionRequired');
    for (const field of invalidPackFields(form)) found[field] = t('claims.pack.invalidNumber');
    setErrors(found);
    if (Object.keys(found).length === 0) goTo(nextStep('add-dimensions', type));
  }

  const numberField = (field: PackField, label: string) => (
    <TextField
      key={field}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={form[field]}
      error={errors[field]}
      onChange={(event) => change({ [field]: event.currentTarget.value } as Partial<PackForm>)}
    />
  );

  return (
    <StepFrame
      step="add-dimensions"
      type={type}
      title={t('claims.pack.title')}
      intro={<p>{conditionRequired ? t('claims.pack.introDamage') : t('claims.pack.intro')}</p>}
      subPath={context.subPath}
      applicantEmail={context.email}
      onContinue={onContinue}
    >
      <SelectField
        label={conditionRequired ? t('claims.pack.condition') : t('claims.pack.conditionOptional')}
        required={conditionRequired}
        value={form.packageCondition}
        error={errors.packageCondition}
        onChange={(event) =>
          change({ packageCondition: event.currentTarget.value as PackForm['packageCondition'] })
        }
      >
        <option value="">{t('claims.pack.choose')}</option>
        {PACKAGE_CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {t(`claims.pack.conditions.${condition}`)}
          </option>
        ))}
      </SelectField>
      {numberField('weightKg', t('claims.pack.weight'))}
      <fieldset className="dimensions">
        <legend className="choice-group__legend">{t('claims.pack.size')}</legend>
        <div className="dimensions__row">
          {SIDES.map((side) => numberField(side, t(`claims.pack.${side}`)))}
        </div>
      </fieldset>
    </StepFrame>
  );
}
