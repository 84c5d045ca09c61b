import { vars } from '@joognoo/ui';
import styled from 'styled-components';

const SIZE = 128;

const Photo = styled.img`
  display: block;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${vars.color.surface};
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: 50%;
  background: linear-gradient(135deg, #4338ca 0%, #2563eb 100%);
  color: #ffffff;
  font-size: 3rem;
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: -0.02em;
  user-select: none;
`;

export interface LeaderAvatarProps {
  name: string;
  image: string | null;
}

/** A leader's photo, or the first letter of the name on a brand gradient when there is none. */
export function LeaderAvatar({ name, image }: LeaderAvatarProps) {
  if (image) return <Photo src={image} alt={`Portrait of ${name}`} width={SIZE} height={SIZE} loading="lazy" decoding="async" />;
  return (
    <Initial role="img" aria-label={`${name} (no photo)`} data-testid="leader-initial">
      {name.trim().charAt(0).toUpperCase()}
    </Initial>
  );
}
