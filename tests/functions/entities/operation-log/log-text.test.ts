import { describe, expect, it } from 'vitest';
import { logTextOf } from '#entities/operation-log';

describe('logTextOf', () => {
  it('renders a row in the reader language from its key and parameters', () => {
    const row = {
      logKey: 'log.device.tagCreated',
      logParams: { tagNumber: 'P-1101A', contractNo: 'C-1' },
      log: '新增位号 P-1101A（合同 C-1）',
    };
    expect(logTextOf(row, 'en')).toBe('Added tag number P-1101A (contract C-1)');
    expect(logTextOf(row, 'zh')).toBe('新增位号 P-1101A（合同 C-1）');
  });

  it('renders rows written before the server spoke English, whose parameter was weihao', () => {
    const row = { logKey: 'log.device.tagDeleted', logParams: { weihao: 'P-1101A' }, log: '删除位号 P-1101A' };
    expect(logTextOf(row, 'en')).toBe('Deleted tag no. P-1101A');
  });

  it('keeps the stored text of rows older than the message keys', () => {
    expect(logTextOf({ log: '旧的日志' }, 'en')).toBe('旧的日志');
  });
});
