import { useQuery } from '@tanstack/react-query';
import { hostDetailQuery } from '../../../lib/host-detail';

export const useHostDetail = (hostId: number) => useQuery(hostDetailQuery(hostId));
