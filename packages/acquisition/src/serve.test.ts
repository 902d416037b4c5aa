import { describeServiceBinary } from '@hms/testkit/service-binary-tests';

describeServiceBinary('acquisition', { title: 'Acquisition service', defaultPort: 8310 });
