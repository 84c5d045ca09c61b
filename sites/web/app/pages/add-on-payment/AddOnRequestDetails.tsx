import { vars } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ADD_ON_REQUEST_PAGE } from './copy';
import type { AddOnRequestCopy, AddOnServicePage } from '../services/copy';
import { OptionChooser } from './OptionChooser';
import { Icon } from '../../components/icons/Icon';
import { bareList } from '../../components/sections/bare-list';

const Root = styled.div`
  display: grid;
  gap: ${vars.space['10']};

  h2 {
    margin: 0 0 ${vars.space['3']};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: -0.01em;
  }

  p {
    margin: 0;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Block = styled.section`
  scroll-margin-top: 96px;
`;

const Included = styled.ul`
  display: grid;
  gap: ${vars.space['2']};
  margin: ${vars.space['4']} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${vars.space['2']};
    align-items: flex-start;
    line-height: ${vars.lineHeight.normal};
  }

  svg {
    flex: none;
    margin-top: 1px;
    color: ${vars.color.success};
  }
`;

const LearnMore = styled(Link)`
  display: inline-block;
  margin-top: ${vars.space['4']};
  color: ${vars.color.primary};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Hint = styled.p`
  && {
    margin: ${vars.space['3']} 0 0;
    font-size: ${vars.fontSize.sm};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${vars.space['4']};
  ${bareList}
  counter-reset: step;

  li {
    display: grid;
    grid-template-columns: 32px minmax(0, 1fr);
    gap: ${vars.space['3']};
    align-items: start;
    line-height: ${vars.lineHeight.relaxed};
    counter-increment: step;
  }

  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const Note = styled.p`
  && {
    display: flex;
    gap: ${vars.space['3']};
    padding: ${vars.space['5']};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.successSubtle};
    color: #14532d;
  }

  svg {
    flex: none;
  }
`;

export interface AddOnRequestDetailsProps {
  copy: AddOnRequestCopy;
  service: AddOnServicePage;
  option: string | null;
}

/** Left column of a request page: what the service is, the format/partner choice, next steps, no payment. */
export function AddOnRequestDetails({ copy, service, option }: AddOnRequestDetailsProps) {
  const optionId = 'request-option';
  return (
    <Root>
      <Block aria-labelledby="about-service-heading">
        <h2 id="about-service-heading">{ADD_ON_REQUEST_PAGE.aboutHeading}</h2>
        <p>{service.hero.subtitle}</p>
        <Included aria-label={ADD_ON_REQUEST_PAGE.includedHeading}>
          {service.features.items.slice(0, 4).map((item) => (
            <li key={item.title}>
              <Icon name="check-circle" size={20} />
              {item.title}
            </li>
          ))}
        </Included>
        <LearnMore to={copy.servicePath}>
          {ADD_ON_REQUEST_PAGE.learnMoreLabel}: {copy.serviceName}
        </LearnMore>
      </Block>

      {copy.option ? (
        <Block id={optionId} aria-labelledby={`${optionId}-heading`}>
          <h2 id={`${optionId}-heading`}>{copy.option.label}</h2>
          <OptionChooser
            param={copy.option.param}
            items={copy.option.items}
            value={option}
            anchor={optionId}
            labelledBy={`${optionId}-heading`}
          />
          <Hint>{ADD_ON_REQUEST_PAGE.optionHint}</Hint>
        </Block>
      ) : null}

      <Block aria-labelledby="next-steps-heading">
        <h2 id="next-steps-heading">{copy.nextSteps.heading}</h2>
        <Steps>
          {copy.nextSteps.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      </Block>

      <Note>
        <Icon name="lock" size={20} />
        {copy.noPaymentNote}
      </Note>
    </Root>
  );
}
