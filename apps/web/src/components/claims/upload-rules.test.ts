import { describe, expect, it } from 'vitest';
import { uploadProblem } from './upload-rules';

const rules = {
  accept: '.jpg,.jpeg,.png,.webp,.mp4,.mov',
  maxFiles: 2,
  maxImageBytes: 10 * 1024 * 1024,
  maxVideoBytes: 50 * 1024 * 1024,
};

describe('upload limits before sending', () => {
  it('refuses types outside accept (100006), files over their kind limit (100003), and one file too many (100002)', () => {
    expect(uploadProblem({ name: 'notes.txt', size: 10 }, rules, 0)).toBe(100006);
    expect(
      uploadProblem({ name: 'archive.zip', size: 10 }, { ...rules, accept: `${rules.accept},.zip` }, 0),
    ).toBe(100006);
    expect(uploadProblem({ name: 'photo.JPG', size: 11 * 1024 * 1024 }, rules, 0)).toBe(100003);
    expect(uploadProblem({ name: 'clip.mp4', size: 11 * 1024 * 1024 }, rules, 0)).toBeNull();
    expect(uploadProblem({ name: 'clip.mov', size: 51 * 1024 * 1024 }, rules, 0)).toBe(100003);
    expect(uploadProblem({ name: 'photo.png', size: 10 }, rules, 2)).toBe(100002);
    expect(uploadProblem({ name: 'photo.png', size: 10 }, rules, 1)).toBeNull();
  });
});
