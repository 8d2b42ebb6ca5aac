import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WizardSteps } from './wizard-steps';

/** Each step's title with its state as antd marks it (finish / process / wait). */
function stepsAt(url: string) {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[url]}>
      <WizardSteps />
    </MemoryRouter>,
  );
  const steps = [...container.querySelectorAll('.ant-steps-item')].map((el) => {
    const state = ['finish', 'process', 'wait'].find((s) => el.classList.contains(`ant-steps-item-${s}`));
    return `${el.querySelector('.ant-steps-item-title')?.textContent}:${state}`;
  });
  unmount();
  return steps;
}

describe('wizard progress bar', () => {
  it('starts on 上传设置 with nothing ticked, as the teacher starts there', () => {
    expect(stepsAt('/jobManager/job-upload?workType=1')).toEqual(['上传设置:process', '发布设置:wait', '完成:wait']);
  });

  it('moves forward on 下一步: 发布设置 comes after a ticked 上传设置', () => {
    expect(stepsAt('/jobManager/job-basic?workType=1&isStep=1')).toEqual(['上传设置:finish', '发布设置:process', '完成:wait']);
  });

  it('ticks every step on the finish page', () => {
    expect(stepsAt('/jobManager/job-finish?workType=4')).toEqual(['上传设置:finish', '发布设置:finish', '完成:finish']);
  });

  it('leaves out the upload step for a teaching-aid homework, which has no files', () => {
    expect(stepsAt('/jobManager/job-basic?workType=5&isEdit=1')).toEqual(['发布设置:process', '完成:wait']);
  });
});
