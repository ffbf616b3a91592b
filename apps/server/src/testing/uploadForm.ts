import type { UploadPolicy } from '@dubkit/sdk-core';

/** The fields of a policy that an upload form carries before its file. */
export function policyFields(policy: UploadPolicy): Record<string, string> {
  return {
    key: `${policy.dir}${policy.filename}`,
    OSSAccessKeyId: policy.accessKeyId,
    policy: policy.policy,
    Signature: policy.signature,
    callback: policy.callback,
  };
}

/** The OSS form `client.upload` posts, with fields replaced at will. */
export function ossForm(policy: UploadPolicy, file: Blob, fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = { ...policyFields(policy), success_action_status: '200', ...fields };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append('file', file, policy.filename);
  return form;
}
