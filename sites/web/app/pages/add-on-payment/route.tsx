// /add-ons/{governance|managed-services|academy|cloud}/payment:
// a request page for the add-on. No payment is taken: a specialist replies with a proposal.
// Any other service is a 404.
import { ContactForm } from '@joognoo/contact-form';
import { vars } from '@joognoo/ui';
import { data } from 'react-router';
import styled from 'styled-components';
import { PageHero } from '@joognoo/site-kit';
import { AddOnRequestDetails } from './AddOnRequestDetails';
import { PageSection } from '../../components/sections/PageSection';
import {
  ADD_ON_REQUEST_PAGE,
  chosenOption,
  isAddOnRequestKey,
  requestedServiceName,
  serviceOfRequest,
} from './copy';
import { addOnRequests } from '../services/copy';
import { seo } from '@joognoo/site-kit';
import { truncate } from '../../lib/text';
import type { Route } from './+types/route';
import { SplitLayout } from '../../components/sections/SplitLayout';

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isAddOnRequestKey(params.service)) throw data(null, { status: 404, statusText: 'Add-on not found' });
  const copy = addOnRequests[params.service];
  return { key: params.service, option: chosenOption(copy, new URL(request.url).searchParams) };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const copy = addOnRequests[args.loaderData.key];
  return seo(args, { title: copy.pageTitle, description: truncate(copy.description, 160) });
};

const FormColumn = styled.div`
  display: grid;
  gap: ${vars.space['4']};
`;

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space['1']} ${vars.space['2']};
  margin: 0;
  padding: ${vars.space['4']} ${vars.space['5']};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.primarySubtle};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};

  strong {
    font-size: ${vars.fontSize.base};
    color: ${vars.color.foreground};
  }
`;

export default function AddOnPaymentPage({ loaderData }: Route.ComponentProps) {
  const copy = addOnRequests[loaderData.key];
  const service = serviceOfRequest(loaderData.key);
  const serviceName = requestedServiceName(copy, loaderData.option);
  return (
    <>
      <PageHero eyebrow={ADD_ON_REQUEST_PAGE.eyebrow} heading={copy.pageTitle} intro={copy.description} />
      <PageSection id="request" spacing="sm">
        <SplitLayout $ratio={[5, 6]} $gap="12">
          <AddOnRequestDetails copy={copy} service={service} option={loaderData.option} />
          <FormColumn>
            <Summary data-testid="requested-service">
              {ADD_ON_REQUEST_PAGE.requestingLabel} <strong>{serviceName}</strong>
            </Summary>
            <ContactForm
              variant="contact"
              interest="addons"
              hideInterest
              service={serviceName}
              source="add-on-request"
              action="/contact/submit"
              title={ADD_ON_REQUEST_PAGE.formTitle}
            />
          </FormColumn>
        </SplitLayout>
      </PageSection>
    </>
  );
}
