// Step 3, issue-details (spec 2): what happened in the shopper's words, the day they noticed it,
// and for a theft the police report number (required: the server answers 200010 without it).
import { needsPoliceReport } from '@rc/domain/claim-lifecycle';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { TextAreaField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import type { ClaimContext } from '../../../lib/claim-context';
import { useGoToStep, useOpenedWithoutReport } from '../flow-context';
import { nextStep } from '../flow-steps';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { StepFrame } from './step-frame';

export const DESCRIPTION_MAX = 2000;
export const POLICE_REPORT_MAX = 64;

interface Errors {
  description?: string;
  noticedAt?: string;
  policeReportNumber?: string;
}

export function IssueDetailsStep({ context }: { context: ClaimContext }) {
  const { t } = useTranslation();
  const goTo = useGoToStep(context.subPath);
  const flow = useClaimFlowStore();
  const missing = useOpenedWithoutReport(Boolean(flow.type && flow.items.length > 0));
  const [errors, setErrors] = useState<Errors>({});

  if (!flow.type || flow.items.length === 0)
    return missing ? <Navigate to={`${context.subPath}/options`} replace /> : null;
  const type = flow.type;
  const policeReport = needsPoliceReport(type);
  const today = dayjs().format('YYYY-MM-DD');
  const noticedDay = flow.details.noticedAt ? dayjs(flow.details.noticedAt).format('YYYY-MM-DD') : '';

  function setDetails(values: Partial<typeof flow.details>) {
    flow.update({ details: { ...useClaimFlowStore.getState().details, ...values } });
  }

  function onContinue() {
    const { details } = useClaimFlowStore.getState();
    const found: Errors = {};
    if (details.description.trim().length > DESCRIPTION_MAX)
      found.description = t('claims.validation.tooLong', { max: DESCRIPTION_MAX });
    if (details.noticedAt && dayjs(details.noticedAt).isAfter(dayjs().endOf('day')))
      found.noticedAt = t('claims.details.noticedInFuture');
    if (policeReport && !details.policeReportNumber.trim())
      found.policeReportNumber = t('claims.details.policeReportRequired');
    else if (details.policeReportNumber.trim().length > POLICE_REPORT_MAX)
      found.policeReportNumber = t('claims.validation.tooLong', { max: POLICE_REPORT_MAX });
    setErrors(found);
    if (Object.keys(found).length === 0) goTo(nextStep('issue-details', type));
  }

  return (
    <StepFrame
      step="issue-details"
      type={type}
      title={t('claims.details.title')}
      intro={<p>{t('claims.details.intro')}</p>}
      subPath={context.subPath}
      applicantEmail={context.email}
      onContinue={onContinue}
    >
      <TextAreaField
        label={t('claims.details.description')}
        hint={t('claims.details.descriptionHint')}
        rows={5}
        maxLength={DESCRIPTION_MAX}
        value={flow.details.description}
        error={errors.description}
        onChange={(event) => setDetails({ description: event.currentTarget.value })}
      />
      <TextField
        label={t('claims.details.noticedAt')}
        type="date"
        max={today}
        value={noticedDay}
        error={errors.noticedAt}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDetails({ noticedAt: value ? dayjs(value).toISOString() : null });
        }}
      />
      {policeReport ? (
        <TextField
          label={t('claims.details.policeReport')}
          hint={t('claims.details.policeReportHint')}
          required
          aria-required="true"
          maxLength={POLICE_REPORT_MAX}
          autoComplete="off"
          value={flow.details.policeReportNumber}
          error={errors.policeReportNumber}
          onChange={(event) => setDetails({ policeReportNumber: event.currentTarget.value })}
        />
      ) : null}
    </StepFrame>
  );
}
