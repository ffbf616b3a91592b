import { useDubKit } from '../provider';
import { useLibraryMessages } from './copy';

/** A sample that fails to play says why in a toast: 播放失败： and the reason. */
export function useSampleError(): (error: unknown) => void {
  const { toaster } = useDubKit();
  const messages = useLibraryMessages();
  return (error) =>
    toaster.error(`${messages.anchorPlayFailed}${error instanceof Error ? error.message : String(error)}`);
}
