import { describe, expect, it, vi } from 'vitest';
import { createToaster } from './toaster';

describe('createToaster', () => {
  it('queues toasts of each kind with the default duration', () => {
    const toaster = createToaster({ duration: 2000 });
    toaster.success('删除成功!');
    toaster.info('已保存');
    toaster.warning('请输入您的问题');
    toaster.error('复制失败', { duration: Number.POSITIVE_INFINITY });
    expect(toaster.getSnapshot().map(({ kind, message, duration }) => [kind, message, duration])).toEqual([
      ['success', '删除成功!', 2000],
      ['info', '已保存', 2000],
      ['warning', '请输入您的问题', 2000],
      ['error', '复制失败', Number.POSITIVE_INFINITY],
    ]);
  });

  it('notifies subscribers and dismisses by id', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    const id = toaster.success('a');
    toaster.error('b');
    toaster.dismiss(id);
    expect(toaster.getSnapshot().map((toast) => toast.message)).toEqual(['b']);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    toaster.clear();
    expect(toaster.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('takes the error toasts away with a success that answers them', () => {
    const toaster = createToaster();
    toaster.error('邀请码不存在');
    toaster.info('已保存');
    toaster.success('绑定成功', { dismissErrors: true });
    expect(toaster.getSnapshot().map((toast) => toast.message)).toEqual(['已保存', '绑定成功']);
  });

  it('keeps only the newest toasts beyond the maximum', () => {
    const toaster = createToaster({ max: 2 });
    toaster.info('1');
    toaster.info('2');
    toaster.info('3');
    expect(toaster.getSnapshot().map((toast) => toast.message)).toEqual(['2', '3']);
  });

  it('keeps two toasters apart', () => {
    const first = createToaster();
    const second = createToaster();
    first.success('only in the first');
    expect(second.getSnapshot()).toEqual([]);
  });
});
