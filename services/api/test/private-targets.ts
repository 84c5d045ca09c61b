/**
 * Webhook URLs on the server's own machine, its networks or its cloud's metadata service:
 * every place that stores a webhook URL refuses each of them (unless
 * WEBHOOK_ALLOW_PRIVATE_TARGETS is on).
 */
export const PRIVATE_TARGET_URLS = [
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1:8443/x',
  'https://[::ffff:a9fe:a9fe]/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'http://127.0.0.1:6379/',
  'http://[::1]:3306/',
  // Other spellings of the same places.
  'http://2130706433/',
  'https://0x7f.1/',
  'https://0177.0.0.1/',
  'https://localhost./hook',
  'https://[::127.0.0.1]/',
  'https://[64:ff9b::a9fe:a9fe]/',
  'https://[2002:a9fe:a9fe::]/',
  'https://[fd00:ec2::254]/',
  'https://[fe80::1]/',
  'https://0.0.0.0/',
  'https://100.100.100.200/',
  'https://instance-data/latest/',
  'https://metadata/computeMetadata/v1/',
] as const;
