import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFpxGateway, type FpxTransport } from './fpx-gateway';
import {
  ACKNOWLEDGEMENT_FIELDS,
  checksumSource,
  formatFpxTime,
  parseFpxTime,
  signFields,
  verifyFields,
} from './fpx-messages';
import { createHmacSigner, createRsaSigner, createRsaVerifier, sandboxSigners } from './message-signer';
import { GatewaySignatureError } from './payment-gateway';

/** The FPX protocol pieces a real adapter reuses: checksum sources, both signature schemes, times, AR and AC. */

const order = {
  orderId: '0123456789abcdef0123456789abcdef',
  amountSen: 123_456n,
  bankCode: 'MBB',
  sellerTxnTime: '20261125103000',
  buyerEmail: 'a@example.com',
  buyerName: 'Aisyah Rahman',
  description: 'Deposit',
};

function rsaPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { signer: createRsaSigner(privateKey), verifier: createRsaVerifier(publicKey) };
}

describe('FPX checksums', () => {
  it('signs the values of a fixed field list in alphabetical order of name, joined by |', () => {
    expect(checksumSource({ b: '2', a: '1', c: '' }, ['c', 'a', 'b'])).toBe('1|2|');
    expect(checksumSource({ a: '1' }, ['a', 'b'])).toBeNull();
  });

  it('verifies with HMAC and with RSA, and refuses a changed field, a missing one or another key', () => {
    for (const { signer, verifier, other } of [
      { signer: createHmacSigner('k1'), verifier: createHmacSigner('k1'), other: createHmacSigner('k2') },
      { ...rsaPair(), other: rsaPair().verifier },
    ]) {
      const signed = signFields({ a: '1', b: 'two' }, ['a', 'b'], signer);
      expect(verifyFields(signed, ['a', 'b'], verifier)).toBe(true);
      expect(verifyFields({ ...signed, b: 'TWO' }, ['a', 'b'], verifier)).toBe(false);
      expect(verifyFields({ ...signed, b: undefined as unknown as string }, ['a', 'b'], verifier)).toBe(false);
      expect(verifyFields({ ...signed, fpx_checkSum: 'zz' }, ['a', 'b'], verifier)).toBe(false);
      expect(verifyFields(signed, ['a', 'b'], other)).toBe(false);
      // An extra field is never part of what was signed.
      expect(verifyFields({ ...signed, c: 'x' }, ['a', 'b'], verifier)).toBe(true);
    }
  });

  it("derives distinct merchant and exchange keys in the sandbox: one party's message never passes as the other's", () => {
    const { merchant, exchange } = sandboxSigners('a-long-sandbox-secret');
    const signed = signFields({ a: '1' }, ['a'], merchant);
    expect(verifyFields(signed, ['a'], merchant)).toBe(true);
    expect(verifyFields(signed, ['a'], exchange)).toBe(false);
  });
});

describe('FPX times', () => {
  it('are Malaysia time (UTC+8) as YYYYMMDDHHmmss, and refuse impossible dates', () => {
    expect(formatFpxTime(new Date('2026-11-25T16:30:05Z'))).toBe('20261126003005');
    expect(parseFpxTime('20261126003005')?.toISOString()).toBe('2026-11-25T16:30:05.000Z');
    expect(parseFpxTime('20260231120000')).toBeNull();
    expect(parseFpxTime('2026')).toBeNull();
    expect(parseFpxTime('20261126240000')).toBeNull();
    expect(parseFpxTime('00500101000000')).toBeNull(); // not 1950
    expect(parseFpxTime('２０２６１１２６００３００５')).toBeNull();
  });
});

describe('the FPX gateway with RSA keys (what a real adapter plugs in)', () => {
  const merchant = rsaPair();
  const exchange = rsaPair();
  const transport: FpxTransport = {
    bankEnquiry: async () =>
      signFields(
        { fpx_bankList: 'MBB~A,CIMB~B', fpx_msgToken: '01', fpx_msgType: 'BC', fpx_sellerExId: 'EX1' },
        ['fpx_bankList', 'fpx_msgToken', 'fpx_msgType', 'fpx_sellerExId'],
        exchange.signer,
      ),
    acknowledgementEnquiry: async () => null,
  };
  const gateway = createFpxGateway({
    name: 'fpx-test',
    sandbox: false,
    authorisationUrl: 'https://fpx.example/ar',
    sellerExId: 'EX1',
    sellerId: 'SE1',
    merchantSigner: merchant.signer,
    exchangeVerifier: exchange.verifier,
    transport,
  });

  it('builds an AR the exchange can verify with the merchant certificate', () => {
    const form = gateway.authorisationForm(order);
    expect(form).toMatchObject({ action: 'https://fpx.example/ar', method: 'POST', orderId: order.orderId });
    expect(form.fields).toMatchObject({ fpx_msgType: 'AR', fpx_txnAmount: '1234.56', fpx_sellerExId: 'EX1' });
    const names = Object.keys(form.fields).filter((n) => n !== 'fpx_checkSum');
    expect(verifyFields(form.fields, names, merchant.verifier)).toBe(true);
  });

  it('reads a signed AC and refuses a forged or malformed one', () => {
    const ac = signFields(
      Object.fromEntries(ACKNOWLEDGEMENT_FIELDS.map((n) => [n, ''])) as Record<string, string>,
      ACKNOWLEDGEMENT_FIELDS,
      exchange.signer,
    );
    expect(() => gateway.readAcknowledgement(ac)).toThrow(GatewaySignatureError); // signed, but malformed
    const good = signFields(
      {
        ...ac,
        fpx_msgType: 'AC',
        fpx_debitAuthCode: '00',
        fpx_txnAmount: '1234.56',
        fpx_fpxTxnTime: '20261125103500',
        fpx_sellerOrderNo: order.orderId,
        fpx_sellerExId: 'EX1',
        fpx_txnCurrency: 'MYR',
        fpx_buyerBankId: 'MBB',
      },
      ACKNOWLEDGEMENT_FIELDS,
      exchange.signer,
    );
    expect(gateway.readAcknowledgement(good)).toMatchObject({
      orderId: order.orderId,
      statusCode: '00',
      amountSen: 123_456n,
      bankCode: 'MBB',
    });
    const byMerchant = signFields(good, ACKNOWLEDGEMENT_FIELDS, merchant.signer);
    expect(() => gateway.readAcknowledgement(byMerchant)).toThrow(GatewaySignatureError);
  });

  it('reads the bank list (BE): A online, anything else offline', async () => {
    const status = await gateway.bankStatus();
    expect([...status]).toEqual([
      ['MBB', true],
      ['CIMB', false],
    ]);
  });
});
