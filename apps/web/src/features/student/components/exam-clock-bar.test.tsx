import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ExamClockBar } from './exam-clock-bar';

const running = { phase: 'exam' as const, remainingMs: 30 * 60_000 };

describe('the exam clock on the phone', () => {
  it('tells how long photos may still be uploaded after the end: the extra delay', () => {
    render(<ExamClockBar clock={running} delay={15} extension={0} save="idle" savedAt={null} />);
    expect(screen.getByText(/考试结束后还有15分钟上传照片。/)).toBeTruthy();
  });

  it('counts the teacher\'s extension in that time (15 + 10 = 25 minutes after the end), as the server takes answers until then', () => {
    render(<ExamClockBar clock={running} delay={15} extension={10} save="idle" savedAt={null} />);
    expect(screen.getByText(/老师已延长10分钟。考试结束后还有25分钟上传照片。/)).toBeTruthy();
  });

  it('says so for an exam without the extra delay that the teacher extended', () => {
    render(<ExamClockBar clock={running} delay={0} extension={10} save="idle" savedAt={null} />);
    expect(screen.getByText(/考试结束后还有10分钟上传照片。/)).toBeTruthy();
  });
});
