import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A small button on a goal's card that leads to one of the goal's pages (its plan, its recurring deposit). The
 * visible words are short ("Set a target"); the accessible name says which goal, since every card has one.
 */
export function GoalCardLink({
  to,
  label,
  accessibleName,
  variant = 'light',
}: {
  to: string;
  label: string;
  accessibleName: string;
  variant?: 'light' | 'subtle';
}) {
  return (
    <Button component={Link} to={to} size="xs" variant={variant} aria-label={accessibleName}>
      {label}
    </Button>
  );
}
