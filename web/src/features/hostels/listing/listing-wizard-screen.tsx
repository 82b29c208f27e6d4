import { Alert, Card, Stepper, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { getFragmentData } from '../../../gql';
import type {
  ListingDraftFieldsFragment,
  ListingDraftQueryQuery,
  ListingPreviewQueryQuery,
} from '../../../gql/graphql';
import { screenLoader, useScreenData, type Loaded } from '../../../lib/screen-loader';
import {
  ListingDraftFieldsFragment as DraftFields,
  ListingDraftQuery,
  ListingPreviewQuery,
} from '../api/listing';
import { BasicsStep } from './basics-step';
import { LISTING_STEPS, resumeStep, stepUrl } from './listing-steps';
import { LocationStep } from './location-step';
import { PreviewStep } from './preview-step';
import { PriceStep } from './price-step';
import { RoomsStep } from './rooms-step';

export type ListingDraft = ListingDraftFieldsFragment;

export interface StepProps {
  draft: ListingDraft;
  /** Moves to another step of this draft (after saving). */
  goTo: (index: number) => void;
  index: number;
  locked: boolean;
}

const STEP_SCREENS: ComponentType<StepProps>[] = [
  BasicsStep,
  LocationStep,
  RoomsStep,
  PriceStep,
  PreviewStep,
];

export interface ListingWizardData {
  draft: ListingDraftQueryQuery['hostel'];
  /** On the preview step: the hostel as students will see it (it carries the draft's fields too). */
  preview?: ListingPreviewQueryQuery['hostel'];
}

/** The route's loader: the URL's draft, read as the preview on the preview step (one request). */
export async function loader(args: LoaderFunctionArgs): Promise<Loaded<ListingWizardData>> {
  const url = new URL(args.request.url);
  const id = url.searchParams.get('id');
  if (!id) return { data: null };
  if (url.pathname === paths.owner.listPreview.pattern) {
    const { data, error } = await screenLoader(ListingPreviewQuery, () => ({ id }))(args);
    return { data: data && { draft: data.hostel, preview: data.hostel }, error };
  }
  const { data, error } = await screenLoader(ListingDraftQuery, () => ({ id }))(args);
  return { data: data && { draft: data.hostel }, error };
}

/** `/dashboard/listHostel/<step>?id=`: one stepper; the URL picks the step and the draft. */
export function ListingWizardScreen() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const { data, loading, error, retry } = useScreenData<ListingWizardData>();
  if (!id) return <Navigate to={paths.owner.listHostel()} replace />;
  const index = Math.max(
    0,
    LISTING_STEPS.findIndex((step) => step.path.pattern === pathname),
  );
  const Step = STEP_SCREENS[index]!;
  const goTo = (next: number) => navigate(stepUrl(next, id));

  return (
    <PageFrame
      title="List a hostel"
      description="Five short steps; we review your listing before it goes live."
    >
      <QueryState loading={loading} error={error} data={data?.draft} onRetry={retry}>
        {(hostel) => {
          const draft = getFragmentData(DraftFields, hostel);
          const reachable = resumeStep(draft.listingStep);
          const locked = draft.status === 'PENDING_REVIEW' || draft.status === 'ARCHIVED';
          return (
            <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
              <Stepper active={index} size="sm" onStepClick={(next) => goTo(next)} visibleFrom="md" mb="lg">
                {LISTING_STEPS.map((step, i) => (
                  <Stepper.Step
                    key={step.path.pattern}
                    label={step.label}
                    allowStepSelect={i <= reachable && i !== index}
                  />
                ))}
              </Stepper>
              <Text hiddenFrom="md" fw={600} c="dimmed" size="sm" mb="xs">
                Step {index + 1} of {LISTING_STEPS.length}: {LISTING_STEPS[index]!.label}
              </Text>
              {draft.status === 'REJECTED' && draft.rejectionReason && (
                <Alert color="orange" icon={<IconAlertTriangle />} title="Changes requested" mb="md">
                  {draft.rejectionReason} Fix the listing and submit it again from the preview.
                </Alert>
              )}
              {draft.status === 'SUSPENDED' && draft.rejectionReason && (
                <Alert color="red" icon={<IconAlertTriangle />} title="Suspended" mb="md">
                  {draft.rejectionReason}
                </Alert>
              )}
              {locked && (
                <Alert color="blue" icon={<IconLock />} title="Not editable right now" mb="md">
                  {draft.status === 'PENDING_REVIEW'
                    ? 'This listing is being reviewed; you can edit it again once the review is done.'
                    : 'This listing is archived and can no longer be edited.'}
                </Alert>
              )}
              <Step key={`${draft.id}:${index}`} draft={draft} goTo={goTo} index={index} locked={locked} />
            </Card>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
