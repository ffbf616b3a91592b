import type { UploadPolicy } from '@dubkit/sdk-core';

/** The OSS form `client.upload` posts, with fields replaced at will. */
export function ossForm(policy: UploadPolicy, file: Blob, fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = {
    key: `${policy.dir}${policy.filename}`,
    OSSAccessKeyId: policy.accessKeyId,
    policy: policy.policy,
    Signature: policy.signature,
    callback: policy.callback,
    success_action_status: '200',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append('file', file, policy.filename);
  return form;
}
