export { Avatar, type AvatarProps } from './Avatar';
export { useAvatar } from './useAvatar';
