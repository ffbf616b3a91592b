/**
 * The player's media element, telling when playback has begun: play() settling is the moment the sample plays,
 * not merely was asked for (its audio may still be rendering on the server).
 */
export function reportingMedia(onPlaying: () => void): () => HTMLMediaElement {
  return () => {
    const audio = new Audio();
    const play = audio.play.bind(audio);
    audio.play = () =>
      play().then(() => {
        onPlaying();
      });
    return audio;
  };
}
