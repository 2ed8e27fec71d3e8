import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { personalResolver, type PersonalInput, type PersonalOutput } from '../../logic/personal-form';
import { renderPage } from '../../../../test/render';
import { SpouseFields } from './spouse-fields';

/** The spouse fields inside the real personal-form resolver, the rest of the form still empty (as when filling it). */
function Harness() {
  const form = useForm<PersonalInput, unknown, PersonalOutput>({
    resolver: personalResolver,
    mode: 'onBlur',
    defaultValues: { martialStatus: 'MARRIED', idType: 'MYKAD', spouseName: '', spouseNRIC: '' } as PersonalInput,
  });
  return (
    <FormProvider {...form}>
      <form>
        <SpouseFields />
      </form>
    </FormProvider>
  );
}

async function typeSpouseId(value: string) {
  const user = userEvent.setup();
  renderPage(<Harness />);
  const input = await screen.findByLabelText(/spouse nric or passport/i);
  if (value) await user.type(input, value);
  else await user.click(input);
  await user.tab();
  return input;
}

describe('SpouseFields', () => {
  it('caps the input box at 45 characters', async () => {
    const input = await typeSpouseId('A1');
    expect(input).toHaveAttribute('maxLength', '45');
  });

  it.each([
    ['', 'Spouse NRIC or Passport field is required.'],
    ['   ', 'Whitespace not allowed'],
    ['AB-1234', 'Spouse NRIC or Passport field should contains only alphanumeric.'],
    ['AB12', 'Spouse NRIC or Passport should have minimum 6 character and should not exceed 20 characters'],
    ['A'.repeat(21), 'Spouse NRIC or Passport should have minimum 6 character and should not exceed 20 characters'],
  ])('%j shows the spec message', async (value, message) => {
    await typeSpouseId(value);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('accepts a valid number', async () => {
    await typeSpouseId('A1234567');
    expect(screen.queryByText(/Spouse NRIC or Passport (field|should)/)).not.toBeInTheDocument();
  });
});
