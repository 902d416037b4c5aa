import { describeServiceBinary } from '@hms/testkit/service-binary-tests';

describeServiceBinary('requests', { title: 'Requests service', defaultPort: 8320 });
