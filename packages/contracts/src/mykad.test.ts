import { describe, expect, it } from 'vitest';
import { ageOn, parseMyKad } from './mykad';

const ref = new Date(Date.UTC(2026, 5, 15));

describe('parseMyKad', () => {
  it('reads date of birth, gender and place of birth, with or without hyphens', () => {
    const expected = {
      digits: '900101145677',
      formatted: '900101-14-5677',
      dob: '1990-01-01',
      gender: 'M',
      placeOfBirthCode: '14',
    };
    expect(parseMyKad('900101-14-5677', ref)).toEqual(expected);
    expect(parseMyKad('900101145677', ref)).toEqual(expected);
  });

  it('odd last digit is male, even is female', () => {
    expect(parseMyKad('850615-10-1235', ref)!.gender).toBe('M');
    expect(parseMyKad('850615-10-1234', ref)!.gender).toBe('F');
  });

  it('puts a two-digit year in this century unless that is after the reference year', () => {
    expect(parseMyKad('050101-01-0001', ref)!.dob).toBe('2005-01-01');
    expect(parseMyKad('260615-01-0001', ref)!.dob).toBe('2026-06-15');
    expect(parseMyKad('270101-01-0001', ref)!.dob).toBe('1927-01-01');
  });

  it.each([
    ['impossible month', '901301-14-5677'],
    ['impossible day', '900230-14-5677'],
    ['29 February of a common year', '010229-14-5677'],
    ['place code 00', '900101-00-5677'],
    ['one hyphen only', '900101-145677'],
    ['too short', '900101-14-567'],
    ['letters', '90010A-14-5677'],
    ['spaces', '900101 14 5677'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(parseMyKad(value, ref)).toBeNull();
  });

  it('accepts 29 February of a leap year', () => {
    expect(parseMyKad('000229-14-5678', ref)!.dob).toBe('2000-02-29');
  });
});

describe('ageOn', () => {
  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('2008-06-15', ref)).toBe(18);
    expect(ageOn('2008-06-16', ref)).toBe(17);
    expect(ageOn('1990-01-01', ref)).toBe(36);
  });

  it('is null for a malformed or impossible date', () => {
    expect(ageOn('1990-02-30', ref)).toBeNull();
    expect(ageOn('01/01/1990', ref)).toBeNull();
  });
});
