import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ABUSE_EVIDENCE_MAX_BYTES,
  ABUSE_MESSAGES,
  evidenceContentMismatch,
  evidenceEmpty,
  evidenceHashMismatch,
  evidenceTooLarge,
  evidenceTypeNotAccepted,
  evidenceUnreadable,
  reportFieldMissing,
  reportFieldRefused,
} from '@netlease/shared/abuse';
import { MESSAGES } from '@netlease/shared/messages';
import {
  categoryOfFeedbackType,
  categoryOfXarfType,
  checkAbuseEvidence,
  cleanReportText,
  readAbuseForm,
  readArfEmail,
  readXarf,
  type AbuseReportReading,
  type NormalisedAbuseReport,
} from './abuse-formats';

/** The server's clock for every test: the samples were seen a day or two before. */
const NOW = new Date('2026-03-10T12:00:00Z');

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const jsonFixture = (name: string) => JSON.parse(fixture(name).toString()) as Record<string, any>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

function reportOf(reading: AbuseReportReading): NormalisedAbuseReport {
  if (!reading.ok) throw new Error(`refused: ${reading.message.title}: ${reading.message.description}`);
  return reading.report;
}

const refusalOf = (reading: AbuseReportReading) => (reading.ok ? undefined : reading.message);

describe('readXarf: XARF v4', () => {
  it('reads a messaging/spam report with its mail as evidence', async () => {
    const report = reportOf(await readXarf(fixture('xarf-v4-spam.json'), NOW));
    expect(report).toMatchObject({
      target: '192.0.2.100',
      category: 'spam',
      seenAt: '2026-03-09T10:59:45.000Z',
      reporter: { email: 'reports@antispam-service.example', org: 'Example Anti-Spam Service' },
      externalId: 'a1b2c3d4-e5f6-4890-abcd-ef1234567890',
      source: 'xarf',
    });
    // Without a description of its own, the report's telling fields are kept as lines of text.
    expect(report.description).toBe(
      [
        'XARF messaging/spam report',
        'source_port: 25',
        'protocol: smtp',
        'smtp_from: marketing@example.com',
        'subject: Urgent: Claim Your Prize Now!',
        'evidence_source: spamtrap',
      ].join('\n'),
    );
    expect(report.evidence).toHaveLength(1);
    expect(report.evidence[0]).toMatchObject({ filename: 'evidence-1.eml', contentType: 'message/rfc822' });
    expect(report.evidence[0]!.bytes.toString()).toContain('Subject: Urgent: Claim Your Prize Now!');
  });

  it('reads a content/phishing report: IPv6 source, first_seen with an offset, a screenshot and the page', async () => {
    const report = reportOf(await readXarf(jsonFixture('xarf-v4-phishing.json'), NOW));
    expect(report).toMatchObject({
      target: '2001:db8::25',
      category: 'phishing',
      // first_seen wins over timestamp, and is kept in UTC.
      seenAt: '2026-03-09T15:02:11.000Z',
      description: "Credential phishing page imitating Major Bank Corp's login,\nserved from this address.",
      reporter: { email: 'takedown@brand-protect.example', org: 'Brand Protection Service' },
    });
    expect(report.evidence.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'evidence-1.png', contentType: 'image/png' },
      { filename: 'evidence-2.html', contentType: 'text/html' },
    ]);
    expect(report.evidence[0]!.bytes.equals(PNG)).toBe(true);
  });

  it('takes the JSON as text or as parsed value alike', async () => {
    const asText = reportOf(await readXarf(fixture('xarf-v4-spam.json').toString(), NOW));
    const asValue = reportOf(await readXarf(jsonFixture('xarf-v4-spam.json'), NOW));
    expect(asText).toEqual(asValue);
  });
});

describe('readXarf: XARF v3', () => {
  it('reads a botnet report with its attachment', async () => {
    const report = reportOf(await readXarf(fixture('xarf-v3-botnet.json'), NOW));
    expect(report).toMatchObject({
      target: '198.51.100.25',
      category: 'botnet',
      seenAt: '2026-03-09T11:30:15.000Z',
      reporter: { email: 'botnet@cert-org.example', org: 'Example CERT Organization' },
      externalId: null,
      source: 'xarf',
    });
    expect(report.description).toBe(
      [
        'XARF System/botnet report',
        'MalwareFamily: Conficker',
        'C2Server: malicious-command.example.com',
        'InfectionVector: network_worm',
        'FirstSeen: 2026-03-08T18:45:00Z',
        'LastSeen: 2026-03-09T11:25:00Z',
      ].join('\n'),
    );
    expect(report.evidence).toEqual([
      {
        filename: 'evidence-1.txt',
        contentType: 'text/plain',
        bytes: Buffer.from(
          'Botnet communication detected: Conficker C2 channel to malicious-command.example.com:443\n',
        ),
      },
    ]);
  });
});

describe('readXarf refuses, naming what is wrong', () => {
  const spam = () => jsonFixture('xarf-v4-spam.json');
  const v3 = () => jsonFixture('xarf-v3-botnet.json');
  const withEvidence = (evidence: unknown) => ({ ...spam(), evidence });
  const base64 = (bytes: Buffer) => bytes.toString('base64');

  it.each([
    ['text that is not JSON', '{"xarf_version": "4.0.0",', ABUSE_MESSAGES.reportNotJson],
    ['bytes that are not JSON', Buffer.from('<xml/>'), ABUSE_MESSAGES.reportNotJson],
    ['a JSON list', [], ABUSE_MESSAGES.reportNotJson],
    ['a JSON number', 4, ABUSE_MESSAGES.reportNotJson],
    ['null', null, ABUSE_MESSAGES.reportNotJson],
    ['no version', { source_identifier: '192.0.2.1' }, ABUSE_MESSAGES.reportVersionUnknown],
    ['version 5', { xarf_version: '5.0.0' }, ABUSE_MESSAGES.reportVersionUnknown],
  ])('%s', async (_case, input, expected) => {
    expect(refusalOf(await readXarf(input, NOW))).toEqual(expected);
  });

  it('a missing source', async () => {
    const { source_identifier: _dropped, ...report } = spam();
    expect(refusalOf(await readXarf(report, NOW))).toEqual(reportFieldMissing('source_identifier'));
    const v3Report = v3();
    delete v3Report.Report.Source;
    expect(refusalOf(await readXarf(v3Report, NOW))).toEqual(reportFieldMissing('Report.Source.IP'));
  });

  it('a source that is not an IP address', async () => {
    const refusal = refusalOf(await readXarf({ ...spam(), source_identifier: 'mail.example.net' }, NOW));
    expect(refusal).toEqual(reportFieldRefused('source_identifier', ABUSE_MESSAGES.invalidTarget));
    expect(refusal?.description).toBe(
      'source_identifier: Enter one IPv4 or IPv6 address, or a prefix such as 192.0.2.0/24.',
    );
    expect(refusalOf(await readXarf({ ...spam(), source_identifier: 42 }, NOW))).toEqual(
      reportFieldMissing('source_identifier'),
    );
  });

  it('a source prefix larger than a /16', async () => {
    expect(refusalOf(await readXarf({ ...spam(), source_identifier: '198.0.0.0/8' }, NOW))).toEqual(
      reportFieldRefused('source_identifier', ABUSE_MESSAGES.ipv4PrefixTooLarge),
    );
  });

  it('a time in the future, one without a zone, one more than a year old', async () => {
    expect(refusalOf(await readXarf({ ...spam(), timestamp: '2026-03-11T10:00:00Z' }, NOW))).toEqual(
      reportFieldRefused('timestamp', ABUSE_MESSAGES.seenAtInFuture),
    );
    expect(refusalOf(await readXarf({ ...spam(), timestamp: '2026-03-09T10:00:00' }, NOW))).toEqual(
      reportFieldRefused('timestamp', ABUSE_MESSAGES.seenAtWithoutZone),
    );
    const oldV3 = v3();
    oldV3.Report.Date = '2024-01-15T11:30:15Z';
    expect(refusalOf(await readXarf(oldV3, NOW))).toEqual(
      reportFieldRefused('Report.Date', ABUSE_MESSAGES.seenAtTooOld),
    );
    const { timestamp: _dropped, ...noTime } = spam();
    expect(refusalOf(await readXarf(noTime, NOW))).toEqual(reportFieldMissing('timestamp'));
  });

  it('a reporter without a valid contact address', async () => {
    expect(refusalOf(await readXarf({ ...spam(), reporter: { org: 'Nobody' } }, NOW))).toEqual(
      reportFieldMissing('reporter.contact'),
    );
    expect(refusalOf(await readXarf({ ...spam(), reporter: { contact: 'abuse desk' } }, NOW))).toEqual(
      reportFieldRefused('reporter.contact', MESSAGES.invalidEmail),
    );
  });

  it('evidence whose bytes are not its claimed type', async () => {
    const claimedPng = withEvidence([{ content_type: 'image/png', payload: base64(PDF) }]);
    expect(refusalOf(await readXarf(claimedPng, NOW))).toEqual(evidenceContentMismatch(1, 'PNG'));
    // A picture passed off as plain text is refused too: text is text only when nothing binary is found.
    const claimedText = withEvidence([
      { content_type: 'text/plain', payload: base64(Buffer.from('fine')) },
      { content_type: 'text/plain', payload: base64(PNG) },
    ]);
    expect(refusalOf(await readXarf(claimedText, NOW))).toEqual(evidenceContentMismatch(2, 'plain text'));
    const withNul = withEvidence([
      { content_type: 'message/rfc822', payload: base64(Buffer.from('From: a\u0000')) },
    ]);
    expect(refusalOf(await readXarf(withNul, NOW))).toEqual(evidenceContentMismatch(1, 'mail message'));
  });

  it('evidence of a type we do not take, not base64, altered, empty, or too much of it', async () => {
    const exe = withEvidence([
      { content_type: 'application/x-msdownload', payload: base64(Buffer.from('MZ')) },
    ]);
    expect(refusalOf(await readXarf(exe, NOW))).toEqual(
      evidenceTypeNotAccepted(1, [
        'PDF',
        'PNG',
        'JPEG',
        'plain text',
        'HTML',
        'CSV',
        'JSON',
        'mail message',
        'mail headers',
      ]),
    );
    const notBase64 = withEvidence([{ content_type: 'text/plain', payload: 'not base64!' }]);
    expect(refusalOf(await readXarf(notBase64, NOW))).toEqual(evidenceUnreadable(1));
    const altered = withEvidence([
      {
        content_type: 'text/plain',
        payload: base64(Buffer.from('changed')),
        hash: `sha256:${'0'.repeat(64)}`,
      },
    ]);
    expect(refusalOf(await readXarf(altered, NOW))).toEqual(evidenceHashMismatch(1));
    const empty = withEvidence([{ content_type: 'image/png', payload: '' }]);
    expect(refusalOf(await readXarf(empty, NOW))).toEqual(evidenceEmpty(1));
    const six = withEvidence(
      Array.from({ length: 6 }, () => ({ content_type: 'text/plain', payload: base64(Buffer.from('x')) })),
    );
    expect(refusalOf(await readXarf(six, NOW))).toEqual(ABUSE_MESSAGES.tooMuchEvidence);
    expect(refusalOf(await readXarf(withEvidence({ payload: 'x' }), NOW))).toEqual(
      reportFieldRefused('evidence', ABUSE_MESSAGES.evidenceNotList),
    );
    expect(refusalOf(await readXarf(withEvidence([{ content_type: 'text/plain' }]), NOW))).toEqual(
      reportFieldMissing('evidence 1 payload'),
    );
  });

  it('evidence larger than 5 MB, before decoding it', async () => {
    const big = Buffer.alloc(ABUSE_EVIDENCE_MAX_BYTES + 1, 'a');
    const report = withEvidence([{ content_type: 'text/plain', payload: base64(big) }]);
    expect(refusalOf(await readXarf(report, NOW))).toEqual(evidenceTooLarge(1));
  });
});

describe('XARF types to our categories', () => {
  it.each([
    ['spam', 'spam'],
    ['phishing', 'phishing'],
    ['malware', 'malware'],
    ['malware_distribution', 'malware'],
    ['Malware-Distribution', 'malware'],
    ['botnet', 'botnet'],
    ['bot', 'botnet'],
    ['c2', 'botnet'],
    ['ddos', 'ddos'],
    ['ddos_amplification', 'ddos'],
    ['port_scan', 'scanning'],
    ['login_attack', 'scanning'],
    ['brute_force', 'scanning'],
    ['ssh_attack', 'scanning'],
    ['copyright', 'copyright'],
    ['defacement', 'other'],
    ['', 'other'],
  ])('%s is %s', (type, category) => {
    expect(categoryOfXarfType(type)).toBe(category);
  });

  it('falls back from an unknown type to its class, then to other', () => {
    expect(categoryOfXarfType('p2p', 'copyright')).toBe('copyright');
    expect(categoryOfXarfType('cve', 'vulnerability')).toBe('other');
    expect(categoryOfXarfType(undefined, 42)).toBe('other');
  });
});

describe('readArfEmail: RFC 5965 feedback reports', () => {
  const sample = () => fixture('rfc5965-appendix-b2.eml').toString();

  it('reads the RFC 5965 Appendix B example', async () => {
    const report = reportOf(await readArfEmail(fixture('rfc5965-appendix-b2.eml'), NOW));
    expect(report).toMatchObject({
      target: '192.0.2.1',
      category: 'spam',
      seenAt: '2026-03-08T18:00:00.000Z',
      reporter: { email: 'abusedesk@example.com', org: null },
      externalId: '<arf-2026-0308-1@mail.example.com>',
      source: 'arf',
    });
    expect(report.description).toBe(
      [
        'This is an email abuse report for an email message received from IP',
        '192.0.2.1 on Sun, 8 Mar 2026 14:00:00 -0400.  For more information',
        'about this format please see http://www.mipassoc.org/arf/.',
        '',
        'Feedback-Type: abuse',
        'User-Agent: SomeGenerator/1.0',
        'Version: 1',
        'Arrival-Date: Sun, 8 Mar 2026 14:00:00 -0400',
        'Source-IP: 192.0.2.1',
        'Original-Mail-From: <somespammer@example.net>',
        'Reported-Domain: example.net',
      ].join('\n'),
    );
    expect(report.evidence).toHaveLength(1);
    expect(report.evidence[0]).toMatchObject({
      filename: 'original-message.eml',
      contentType: 'message/rfc822',
    });
    expect(report.evidence[0]!.bytes.toString()).toMatch(/^From: <somespammer@example\.net>\r\n/);
    expect(report.evidence[0]!.bytes.toString()).toContain('Spam Spam Spam');
  });

  it('reads headers-only evidence, an IPv6 source, a named reporter and the report date when Arrival-Date is absent', async () => {
    const raw = sample()
      .replace('From: <abusedesk@example.com>', 'From: "Example Mail FBL" <fbl@example.com>')
      .replace('Feedback-Type: abuse', 'Feedback-Type: fraud')
      .replace('Source-IP: 192.0.2.1', 'Source-IP: 2001:db8::1:25')
      .replace(/Arrival-Date: [^\r\n]*\r\n/, '')
      .replace('Content-Type: message/rfc822', 'Content-Type: text/rfc822-headers');
    const report = reportOf(await readArfEmail(Buffer.from(raw), NOW));
    expect(report).toMatchObject({
      target: '2001:db8::1:25',
      category: 'phishing',
      seenAt: '2026-03-08T21:40:36.000Z',
      reporter: { email: 'fbl@example.com', org: 'Example Mail FBL' },
    });
    expect(report.evidence[0]).toMatchObject({
      filename: 'original-headers.txt',
      contentType: 'text/rfc822-headers',
    });
  });

  it.each([
    ['abuse', 'spam'],
    ['fraud', 'phishing'],
    ['virus', 'malware'],
    ['VIRUS', 'malware'],
    ['auth-failure', 'other'],
    ['not-spam', 'other'],
    ['other', 'other'],
  ])('Feedback-Type %s is %s', (feedbackType, category) => {
    expect(categoryOfFeedbackType(feedbackType)).toBe(category);
  });

  it('refuses a mail that is not a feedback report', async () => {
    const plain = [
      'From: someone@example.org',
      'To: abuse@netlease.example',
      'Subject: Spam from your network',
      'Content-Type: text/plain',
      '',
      'Source-IP: 192.0.2.1',
      'Feedback-Type: abuse',
      '',
    ].join('\r\n');
    expect(refusalOf(await readArfEmail(Buffer.from(plain), NOW))).toEqual(ABUSE_MESSAGES.notFeedbackReport);
    const deliveryReport = sample().replace('report-type=feedback-report', 'report-type=delivery-status');
    expect(refusalOf(await readArfEmail(Buffer.from(deliveryReport), NOW))).toEqual(
      ABUSE_MESSAGES.notFeedbackReport,
    );
    const noFeedbackPart = sample().replace(
      'Content-Type: message/feedback-report',
      'Content-Type: text/plain',
    );
    expect(refusalOf(await readArfEmail(Buffer.from(noFeedbackPart), NOW))).toEqual(
      ABUSE_MESSAGES.notFeedbackReport,
    );
    expect(refusalOf(await readArfEmail(Buffer.from([0xff, 0x00, 0x13, 0x37]), NOW))).toEqual(
      ABUSE_MESSAGES.notFeedbackReport,
    );
  });

  it('refuses another Version, no Feedback-Type, or a source that is not an IP address', async () => {
    const version2 = sample().replace('\r\nVersion: 1\r\n', '\r\nVersion: 2\r\n');
    expect(refusalOf(await readArfEmail(Buffer.from(version2), NOW))).toEqual(
      ABUSE_MESSAGES.feedbackVersionUnknown,
    );
    const noType = sample().replace('Feedback-Type: abuse\r\n', '');
    expect(refusalOf(await readArfEmail(Buffer.from(noType), NOW))).toEqual(
      reportFieldMissing('Feedback-Type'),
    );
    const noSource = sample().replace('Source-IP: 192.0.2.1\r\n', '');
    expect(refusalOf(await readArfEmail(Buffer.from(noSource), NOW))).toEqual(
      reportFieldMissing('Source-IP'),
    );
    const hostSource = sample().replace('Source-IP: 192.0.2.1', 'Source-IP: mailserver.example.net');
    expect(refusalOf(await readArfEmail(Buffer.from(hostSource), NOW))).toEqual(
      reportFieldRefused('Source-IP', ABUSE_MESSAGES.invalidTarget),
    );
  });

  it('refuses an arrival in the future, one it cannot read, and a report with no From address', async () => {
    const future = sample().replace(
      'Arrival-Date: Sun, 8 Mar 2026 14:00:00 -0400',
      'Arrival-Date: Thu, 12 Mar 2026 14:00:00 -0400',
    );
    expect(refusalOf(await readArfEmail(Buffer.from(future), NOW))).toEqual(
      reportFieldRefused('Arrival-Date', ABUSE_MESSAGES.seenAtInFuture),
    );
    const unreadable = sample().replace(
      'Arrival-Date: Sun, 8 Mar 2026 14:00:00 -0400',
      'Arrival-Date: last week',
    );
    expect(refusalOf(await readArfEmail(Buffer.from(unreadable), NOW))).toEqual(
      reportFieldRefused('Arrival-Date', ABUSE_MESSAGES.dateUnreadable),
    );
    const noFrom = sample().replace('From: <abusedesk@example.com>\r\n', '');
    expect(refusalOf(await readArfEmail(Buffer.from(noFrom), NOW))).toEqual(
      reportFieldMissing('From address'),
    );
  });

  it('refuses an original message that is not text', async () => {
    const raw = sample().replace(
      /Content-Type: message\/rfc822\r\nContent-Disposition: inline\r\n\r\n[\s\S]*?--part1_13d\.2e68ed54_boundary--/,
      [
        'Content-Type: message/rfc822',
        'Content-Transfer-Encoding: base64',
        '',
        PNG.toString('base64'),
        '--part1_13d.2e68ed54_boundary--',
      ].join('\r\n'),
    );
    expect(refusalOf(await readArfEmail(Buffer.from(raw), NOW))).toEqual(
      evidenceContentMismatch(1, 'mail message'),
    );
  });
});

describe('readAbuseForm', () => {
  const form = {
    target: '198.51.100.0/24',
    category: 'scanning',
    seenAt: '2026-03-10T09:15:00+01:00',
    description: 'SSH brute force against our servers from this range.',
    reporterEmail: 'Noc@Example.ORG',
  };

  it('reads the form and its files into the same report', async () => {
    const report = reportOf(
      await readAbuseForm(
        form,
        [{ contentType: 'application/pdf', bytes: PDF, filename: 'auth log.pdf' }],
        NOW,
      ),
    );
    expect(report).toEqual({
      target: '198.51.100.0/24',
      category: 'scanning',
      seenAt: '2026-03-10T08:15:00.000Z',
      description: 'SSH brute force against our servers from this range.',
      reporter: { email: 'noc@example.org', org: null },
      evidence: [{ filename: 'auth log.pdf', contentType: 'application/pdf', bytes: PDF }],
      externalId: null,
      source: 'form',
    });
  });

  it('refuses with the form field message, and the time bounds on the server clock', async () => {
    expect(refusalOf(await readAbuseForm({ ...form, target: '10.0.0.0/8' }, [], NOW))).toEqual(
      ABUSE_MESSAGES.ipv4PrefixTooLarge,
    );
    expect(refusalOf(await readAbuseForm({ ...form, seenAt: '2026-03-10T18:00:00+01:00' }, [], NOW))).toEqual(
      ABUSE_MESSAGES.seenAtInFuture,
    );
    expect(refusalOf(await readAbuseForm('not an object', [], NOW))).toBeDefined();
  });

  it('keeps a plain file name and replaces one that is not', async () => {
    const report = reportOf(
      await readAbuseForm(
        form,
        [{ contentType: 'image/png', bytes: PNG, filename: '../../etc/passwd.png' }],
        NOW,
      ),
    );
    expect(report.evidence[0]?.filename).toBe('evidence-1.png');
  });
});

describe('checkAbuseEvidence', () => {
  it('takes a JPEG sent as image/jpg and checks a given hash', async () => {
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
    ]);
    const sha256 = createHash('sha256').update(jpeg).digest('hex').toUpperCase();
    const checked = await checkAbuseEvidence([{ contentType: 'image/JPG', bytes: jpeg, sha256 }]);
    expect(checked).toEqual({
      ok: true,
      value: [{ filename: 'evidence-1.jpg', contentType: 'image/jpeg', bytes: jpeg }],
    });
  });

  it('refuses a PDF over 5 MB by the product upload check', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(ABUSE_EVIDENCE_MAX_BYTES)]);
    expect(await checkAbuseEvidence([{ contentType: 'application/pdf', bytes: big }])).toEqual({
      ok: false,
      message: evidenceTooLarge(1),
    });
  });
});

describe('cleanReportText: text from machines is kept as text', () => {
  it('drops NUL, controls, direction overrides and broken characters, and caps the length', () => {
    expect(cleanReportText('Spam\u0000 from\u0007 here\u202E', 100, 'multi')).toBe('Spam from here');
    expect(cleanReportText('line one\r\nline two\u2028three', 100, 'multi')).toBe(
      'line one\nline two\nthree',
    );
    expect(cleanReportText('Org\nName\tLtd', 100, 'single')).toBe('Org Name Ltd');
    expect(cleanReportText('half \uD83D', 100, 'single')).toBe('half');
    expect(cleanReportText('<script>alert(1)</script>', 100, 'single')).toBe('<script>alert(1)</script>');
    expect(cleanReportText('x'.repeat(10), 4, 'single')).toBe('xxxx');
    // A cut through an emoji never leaves half of it.
    expect(cleanReportText('ab😀', 3, 'single')).toBe('ab');
    expect(cleanReportText('\u0000 ', 10, 'multi')).toBeNull();
    expect(cleanReportText(42, 10, 'multi')).toBeNull();
  });
});
