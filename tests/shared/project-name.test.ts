import { describe, expect, it } from 'vitest';
import { projectLabel, projectNameIn } from '@sddp/shared';

const zhenhai = { projectId: 8001, projectName: '镇海项目', projectNameEn: 'Zhenhai' };

describe('projectNameIn', () => {
  it('names a project in English where it has an English name, else in Chinese', () => {
    expect(projectNameIn(zhenhai, 'en')).toBe('Zhenhai');
    expect(projectNameIn(zhenhai, 'zh')).toBe('镇海项目');
    expect(projectNameIn({ ...zhenhai, projectNameEn: '' }, 'en')).toBe('镇海项目');
    expect(projectNameIn({ projectName: '镇海项目' }, 'en')).toBe('镇海项目');
  });
});

describe('projectLabel', () => {
  it('puts the number before the name chosen by the same rule', () => {
    expect(projectLabel(zhenhai, 'en')).toBe('8001 Zhenhai');
    expect(projectLabel(zhenhai, 'zh')).toBe('8001 镇海项目');
    expect(projectLabel({ projectId: 8002, projectName: '古雷项目', projectNameEn: '' }, 'en')).toBe('8002 古雷项目');
  });

  it('labels a stored name, which has no English one, the same in either language', () => {
    const stored = { projectId: 8001, projectName: '镇海项目' };
    expect(projectLabel(stored, 'en')).toBe(projectLabel(stored, 'zh'));
    expect(projectLabel(stored, 'en')).toBe('8001 镇海项目');
  });
});
